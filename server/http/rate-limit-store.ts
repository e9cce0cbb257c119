import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import type { Db } from "../db/client";
import { rateLimitTable } from "./rate-limits-retention";

/**
 * A store for @fastify/rate-limit that counts in the database (decision 067), so N app servers
 * on one PostgreSQL allow the configured number of requests per client and route, not N times it.
 * Each count is one atomic upsert into `rate_limits` through rate-limiter-flexible's Drizzle
 * store (the same table as the per-account throttles, server/auth/throttles.ts): `penalty` adds
 * a point and answers the count and the time left; @fastify/rate-limit compares with `max`.
 * A route's counts are keyed by its method and URL (or its groupId).
 *
 * A route with a generous limit (the header search: 120 a minute, one request per keystroke)
 * would pay that upsert on every request, as much as the search itself. So a server takes a
 * lease of several points at once (`leaseSize`: a twentieth of the limit, 1 for the sign-in's
 * 10) and counts them out in memory until they are spent or the window ends. All servers
 * together still never allow more than the limit: a point is counted in the database before it
 * is used. A client whose requests alternate between servers may be refused up to one lease per
 * other server early, which is the price of 1 write per 6 searches instead of 1 per search.
 */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
}

interface FastifyRateLimitStore {
  incr(
    key: string,
    cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
    timeWindow?: number,
    max?: number,
  ): void;
  child(routeOptions: unknown): FastifyRateLimitStore;
}

/** Points a server counts out locally per database write, for a route allowing `max` a window. */
export function leaseSize(max: number | undefined): number {
  return Number.isFinite(max) ? Math.max(1, Math.floor((max as number) / 20)) : 1;
}

interface Lease {
  /** Points taken from the database and not yet used. */
  left: number;
  /** The database's count for the window after this lease was taken. */
  counted: number;
  endsAt: number;
}

/** Leases of ended windows are dropped once the map holds this many. */
const LEASES_BEFORE_SWEEP = 10_000;

export function databaseRateLimitStore(db: Db) {
  const limiters = new Map<string, RateLimiterDrizzle>();
  const leases = new Map<string, Lease>();
  const refills = new Map<string, Promise<void>>();
  const limiterFor = (prefix: string, timeWindowMs: number) => {
    const seconds = Math.max(1, Math.ceil(timeWindowMs / 1000));
    const id = `${prefix}|${seconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      // points: the count is compared by @fastify/rate-limit, so the store never refuses by itself.
      limiter = new RateLimiterDrizzle({
        ...rateLimitTable(db),
        keyPrefix: prefix,
        points: Number.MAX_SAFE_INTEGER,
        duration: seconds,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };

  const sweep = (now: number) => {
    if (leases.size < LEASES_BEFORE_SWEEP) return;
    for (const [key, lease] of leases) if (lease.endsAt <= now) leases.delete(key);
  };

  /** Uses a point of the lease; null when it is spent or its window has ended. */
  const spendFromLease = (leaseKey: string) => {
    const lease = leases.get(leaseKey);
    const now = Date.now();
    if (!lease || lease.left === 0 || lease.endsAt <= now) return null;
    lease.left -= 1;
    return { current: lease.counted - lease.left, ttl: lease.endsAt - now };
  };

  /**
   * Counts one request: from this server's lease, or after taking a new one. Requests arriving
   * together while the lease is spent wait for one refill rather than each taking a lease.
   */
  const count = async (limiter: RateLimiterDrizzle, leaseKey: string, key: string, size: number) => {
    for (let refillsAwaited = 0; size > 1; refillsAwaited++) {
      const used = spendFromLease(leaseKey);
      if (used) return used;
      if (refillsAwaited === 5) break;
      let refill = refills.get(leaseKey);
      if (!refill) {
        refill = limiter
          .penalty(key, size)
          .then((res) => {
            const now = Date.now();
            sweep(now);
            leases.set(leaseKey, { left: size, counted: res.consumedPoints, endsAt: now + res.msBeforeNext });
          })
          .finally(() => refills.delete(leaseKey));
        refills.set(leaseKey, refill);
      }
      await refill;
    }
    // One point at a time: a small limit, or a lease spent by others five times over.
    const res = await limiter.penalty(key, 1);
    return { current: res.consumedPoints, ttl: Math.max(0, res.msBeforeNext) };
  };

  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    // @fastify/rate-limit passes the route's time window (ms) and max after the callback.
    incr(key, cb, timeWindow = 60_000, max) {
      count(limiterFor(prefix, timeWindow), `${prefix}|${timeWindow}|${key}`, key, leaseSize(max)).then(
        (res) => cb(null, res),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    },
    child(routeOptions) {
      // At run time these are the route's merged limit settings, with routeInfo and groupId.
      const params = routeOptions as unknown as RouteParams;
      const method = [params.routeInfo?.method ?? ""].flat().join(",");
      return storeFor(`http:${params.groupId ?? `${method} ${params.routeInfo?.url ?? ""}`}`);
    },
  });
  // Constructed by the plugin with `new`; an object returned from a constructor is the instance.
  return function databaseStore() {
    return storeFor("http");
  } as unknown as FastifyRateLimitStoreCtor;
}
