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
  /** Runs fn while holding a cluster-wide advisory lock (a no-op guard on the single-process PGlite). */
  runExclusive<T>(lockKey: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for the embedded database; absent means in memory (tests). */
  dataDir?: string;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let release = () => {};
  let dir: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    dir = path.join(dataDir, "db");
    release = acquireDataDirLock(`${dir}.lock`);
  }
  try {
    const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      listen: async (channel, onPayload) => {
        const unsubscribe = await client.listen(channel, onPayload);
        return async () => unsubscribe();
      },
      runExclusive: (_key, fn) => fn(),
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

async function openPostgres(url: string): Promise<Database> {
  // A bounded wait for a connection: while the server is unreachable requests fail fast
  // (503, server/db/unavailable.ts) instead of hanging until the client gives up.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  let listener: pg.Client | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    db,
    kind: "postgres",
    listen: async (channel, onPayload) => {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        listener.on("error", () => {});
        await listener.connect();
        listener.on("notification", (n) => {
          for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? "");
        });
      }
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
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
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

/** Runs raw SQL (for aggregates Drizzle's builder cannot express) and returns its rows. */
export async function queryRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
