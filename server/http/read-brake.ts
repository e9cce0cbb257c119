import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { BRAKE_TEXT } from "../../contract/ui-text";
import { ANY_TABLE } from "../cache/change-feed";
import { readBrakeRefusals, settings } from "../db/schema";
import type { App, Deps } from "../deps";
import { AppError } from "../errors";
import { clientNetwork } from "./client-network";
import { PAGE_RENDER_HEADER, PAGE_RENDER_MARK } from "./page-render-mark";
import { databaseRateLimitStore } from "./rate-limit-store";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Counted by the scraping brake (issue 28 item 5, decision 120): directory, search, profile
     * reads. A function says how many reads one request is worth (a list of many rows, M5).
     */
    readBrake?: boolean | ((req: FastifyRequest) => number);
  }
}

/**
 * The scraping brake (issue 28 item 5, decision 120). Each directory, search or profile read of
 * one signed-in member (by account) or one visitor (by address) is counted for the hour; past
 * three quarters of the office's limit the answers are slowed (up to 1 s), past the limit they
 * are refused with a 429 that says why, and the client is written to `read_brake_refusals` for
 * the office. With the database store the count is shared by every server through the leased
 * counter of decision 067 (one write per twentieth of the limit, not one per read); the limit is
 * kept in memory until the settings change. Runs before the shared answers, so an answer from
 * memory is counted too. The sitemap and the server-rendered public pages are not braked.
 */

const WINDOW_MS = 3_600_000;
const MAX_DELAY_MS = 1_000;
const DEFAULT_READS_PER_HOUR = 600;

type Counter = (key: string, max: number) => Promise<{ current: number; ttl: number }>;

/** One server's count (the memory store: one process, as PGlite is). */
function memoryCounter(): Counter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return async (key) => {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.endsAt <= now) {
      if (windows.size > 10_000) for (const [k, old] of windows) if (old.endsAt <= now) windows.delete(k);
      w = { count: 0, endsAt: now + WINDOW_MS };
      windows.set(key, w);
    }
    w.count += 1;
    return { current: w.count, ttl: w.endsAt - now };
  };
}

function databaseCounter(deps: Deps): Counter {
  const Store = databaseRateLimitStore(deps.db);
  // The store's own interface (rate-limit-store.ts) takes the window and the limit after the callback.
  const store = new Store({}).child({ groupId: "read-brake" } as never) as unknown as {
    incr(
      key: string,
      cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
      w: number,
      max: number,
    ): void;
  };
  return (key, max) =>
    new Promise((resolve, reject) =>
      store.incr(key, (err, res) => (err || !res ? reject(err) : resolve(res)), WINDOW_MS, max),
    );
}

/** The office's limit, read once and again after any write to the settings (any server's, by NOTIFY). */
function limitReader(deps: Deps) {
  let cached: Promise<number> | null = null;
  deps.changes.subscribe((table) => {
    if (table === "settings" || table === ANY_TABLE) cached = null;
  });
  return () => {
    cached ??= deps.db
      .select({ perHour: settings.directoryReadsPerHour })
      .from(settings)
      .then(([row]) => row?.perHour ?? DEFAULT_READS_PER_HOUR)
      .catch((err: unknown) => {
        cached = null;
        throw err;
      });
    return cached;
  };
}

/** Refusals counted for the office: at most one write in flight per client and server, none lost. */
function refusalRecorder(deps: Deps) {
  const pending = new Map<string, { n: number; userId: string | null; address: string | null }>();
  const writing = new Set<string>();
  const flush = async (key: string): Promise<void> => {
    const p = pending.get(key);
    if (!p || writing.has(key)) return;
    pending.delete(key);
    writing.add(key);
    try {
      await deps.db
        .insert(readBrakeRefusals)
        .values({ clientKey: key, userId: p.userId, address: p.address, refused: p.n })
        .onConflictDoUpdate({
          target: readBrakeRefusals.clientKey,
          set: { refused: sql`${readBrakeRefusals.refused} + ${p.n}`, lastRefusedAt: sql`now()` },
        });
    } finally {
      writing.delete(key);
    }
    return flush(key);
  };
  return (req: FastifyRequest, key: string) => {
    const p = pending.get(key) ?? {
      n: 0,
      userId: req.viewer?.user.id ?? null,
      address: req.viewer ? null : clientNetwork(req.ip),
    };
    p.n += 1;
    pending.set(key, p);
    flush(key).catch((err: unknown) => req.log.error({ err }, "read brake: refusal not recorded"));
  };
}

export function registerReadBrake(app: App, deps: Deps, opts: { enabled: boolean }) {
  if (!opts.enabled) return;
  const count = deps.config.rateLimitStore === "database" ? databaseCounter(deps) : memoryCounter();
  const limit = limitReader(deps);
  const record = refusalRecorder(deps);
  app.addHook("preHandler", async (req: FastifyRequest, reply: FastifyReply) => {
    const brake = req.routeOptions.config?.readBrake;
    if (!brake) return;
    if (!req.viewer && req.headers[PAGE_RENDER_HEADER] === PAGE_RENDER_MARK) return;
    // The office reads freely: it is the office's own directory.
    if (req.viewer?.roles.includes("admin")) return;
    // A visitor is counted by address; an IPv6 one by its /64 (second review, L1).
    const key = req.viewer ? `member:${req.viewer.user.id}` : `address:${clientNetwork(req.ip)}`;
    const max = await limit();
    const weight = brake === true ? 1 : Math.max(1, brake(req));
    // The stores count one at a time; a lease makes the extra counts memory-only (decision 067).
    let counted = await count(key, max);
    for (let i = 1; i < weight; i++) counted = await count(key, max);
    const { current, ttl } = counted;
    reply.header("ratelimit-limit", max).header("ratelimit-remaining", Math.max(0, max - current));
    if (current > max) {
      record(req, key);
      throw new AppError("RATE_LIMITED", BRAKE_TEXT.tooManyReads, 429, undefined, Math.ceil(ttl / 1000));
    }
    const slowFrom = Math.floor((max * 3) / 4);
    if (current > slowFrom) {
      const delay = Math.round(((current - slowFrom) / Math.max(1, max - slowFrom)) * MAX_DELAY_MS);
      reply.header("x-slowed-ms", delay);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  });
}
