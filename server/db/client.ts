import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock } from "./lock";
import { DEFAULT_POOL_MAX } from "./pool-size";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the whole server codes against, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Subscribe to a NOTIFY channel; the returned function unsubscribes. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  listen: Listen;
  /**
   * Which unbroken spell of listening this is: a number that changes whenever notifications
   * may have been missed (the PostgreSQL LISTEN connection was lost and made again), and 0
   * while none can arrive. Caches kept current by notifications trust an entry only within
   * the spell it was filled in (server/cache/change-feed.ts). PGlite's never breaks: always 1.
   */
  listenEpoch(): number;
  /**
   * Runs SQL text as given (several statements allowed when there are no values): the
   * driver hook of the job queue (server/jobs/queue.ts), which brings its own SQL.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
  /** Runs fn while holding a cluster-wide advisory lock (a no-op guard on the single-process PGlite). */
  runExclusive<T>(lockKey: number, fn: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections now (for /api/metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /**
   * Embedded database only: a consistent copy of its data folder (a gzipped tar unless "none"),
   * taken while it runs.
   */
  dumpDataDir?: (compression?: "gzip" | "none") => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for the embedded database; absent means in memory (tests). */
  dataDir?: string;
  /** PostgreSQL pool size (DATABASE_POOL_MAX); DEFAULT_POOL_MAX when not given. */
  poolMax?: number;
  /** PostgreSQL statement timeout in ms (DATABASE_STATEMENT_TIMEOUT); 30 s when not given, 0 for none. */
  statementTimeoutMs?: number;
  /** Embedded PGlite's shared_buffers (PGLITE_SHARED_BUFFERS); 32MB when not given. */
  pgliteSharedBuffers?: string;
  /** Extra initdb arguments for a new embedded cluster (the tests' migrated copy: decision 138). */
  pgliteInitDbParams?: string[];
  /** Where connection trouble is reported (the server's logger); console.warn by default. */
  warn?: (message: string) => void;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts)
    : openPglite(opts.dataDir, opts.pgliteSharedBuffers, opts.pgliteInitDbParams);
}

/**
 * PGlite runs PostgreSQL in this process: its shared_buffers are this process's memory. 32MB
 * instead of PostgreSQL's 128MB holds a small school's working set and measured ~100 MB less
 * resident memory at 10,000 profiles (decision 049). Set on PGlite's own start parameters.
 */
async function openPglite(
  dataDir: string | undefined,
  sharedBuffers = "32MB",
  initDbParams?: string[],
): Promise<Database> {
  let release = () => {};
  let dir: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    dir = path.join(dataDir, "db");
    release = acquireDataDirLock(`${dir}.lock`);
  }
  try {
    const client = new PGlite({
      dataDir: dir,
      initDbStartParams: initDbParams,
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffers}`],
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      listen: async (channel, onPayload) => {
        const unsubscribe = await client.listen(channel, onPayload);
        return async () => unsubscribe();
      },
      listenEpoch: () => 1,
      async executeSql(text, values) {
        if (values?.length) {
          const result = await client.query(text, values);
          return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
        }
        const results = await client.exec(text);
        const last = results.at(-1);
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
      },
      runExclusive: (_key, fn) => fn(),
      dumpDataDir: (compression = "gzip") => client.dumpDataDir(compression),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Database> {
  const warn = opts.warn ?? console.warn;
  // A bounded wait for a connection: while the server is unreachable requests fail fast
  // (503, server/db/unavailable.ts) instead of hanging until the client gives up. A statement
  // timeout keeps one slow query from holding a connection that the other requests wait for.
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? DEFAULT_POOL_MAX,
    connectionTimeoutMillis: 5_000,
    statement_timeout: opts.statementTimeoutMs ?? 30_000,
  });
  // An idle client that errors (server restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const listener = new NotificationListener(url, handlers, warn);
  return {
    db,
    kind: "postgres",
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: opts.poolMax ?? DEFAULT_POOL_MAX,
    }),
    listenEpoch: () => listener.epoch(),
    listen: async (channel, onPayload) => {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onPayload);
      await listener.ensure(channel);
      return async () => {
        set.delete(onPayload);
      };
    },
    async executeSql(text, values) {
      // Several statements come back as an array of results; the last one is the answer.
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    },
    async runExclusive(lockKey, fn) {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [lockKey]);
        return await fn();
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [lockKey]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await listener.end();
      await pool.end();
    },
  };
}

/** Waits between attempts to get the LISTEN connection back, then keeps trying every 10 s. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * The one connection that LISTENs for NOTIFY. When the database goes away it is replaced,
 * with backoff, and LISTENs again on every channel, so live delivery between app servers
 * resumes by itself after an outage or a database restart.
 */
class NotificationListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private attempt = 0;
  private closed = false;
  /** Connections made so far; the current one's number while connected (see Database.listenEpoch). */
  private connections = 0;

  constructor(
    private readonly url: string,
    private readonly handlers: Map<string, Set<(payload: string) => void>>,
    private readonly warn: (message: string) => void,
  ) {}

  epoch(): number {
    return this.client ? this.connections : 0;
  }

  /** Connected and listening on this channel (and every other channel asked for before). */
  async ensure(channel: string): Promise<void> {
    const client = this.client ?? (await this.connect());
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  private connect(): Promise<pg.Client> {
    this.connecting ??= (async () => {
      // TCP keep-alive: a half-open connection (a NAT or failover dropped it) is noticed and made
      // again, instead of listening to nothing while the caches trust it (decision 090).
      const client = new pg.Client({ connectionString: this.url, keepAlive: true });
      client.on("notification", (n) => {
        for (const h of this.handlers.get(n.channel) ?? []) h(n.payload ?? "");
      });
      client.on("error", (err) => this.lost(client, err));
      client.on("end", () => this.lost(client, null));
      try {
        await client.connect();
        for (const channel of this.handlers.keys())
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (err) {
        await client.end().catch(() => undefined); // already broken; the caller gets the first error
        throw err;
      }
      this.client = client;
      this.connections += 1;
      this.attempt = 0;
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private lost(client: pg.Client, err: Error | null) {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.warn(`LISTEN connection lost (${err?.message ?? "closed"}); reconnecting`);
    this.reconnectLater();
  }

  private reconnectLater() {
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt++, RECONNECT_DELAYS_MS.length - 1)];
    setTimeout(() => {
      if (this.closed || this.client) return;
      this.connect().catch((err: unknown) => {
        this.warn(`LISTEN reconnect failed (${(err as Error).message}); trying again`);
        this.reconnectLater();
      });
    }, delay).unref();
  }

  async end(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end();
  }
}

/** Runs raw SQL (for aggregates Drizzle's builder cannot express) and returns its rows. */
export async function queryRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
