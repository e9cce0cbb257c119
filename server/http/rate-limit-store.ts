import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";

/**
 * A store for @fastify/rate-limit that counts in the database (decision 067), so N app servers
 * on one PostgreSQL allow the configured number of requests per client and route, not N times it.
 * Each count is one atomic upsert into `rate_limits` through rate-limiter-flexible's Drizzle
 * store (the same table as the per-account throttles, server/auth/throttles.ts): `penalty` adds
 * a point and answers the count and the time left; @fastify/rate-limit compares with `max`.
 * A route's counts are keyed by its method and URL (or its groupId).
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
  ): void;
  child(routeOptions: unknown): FastifyRateLimitStore;
}

export function databaseRateLimitStore(db: Db) {
  const limiters = new Map<string, RateLimiterDrizzle>();
  const limiterFor = (prefix: string, timeWindowMs: number) => {
    const seconds = Math.max(1, Math.ceil(timeWindowMs / 1000));
    const id = `${prefix}|${seconds}`;
    let limiter = limiters.get(id);
    if (!limiter) {
      // points: the count is compared by @fastify/rate-limit, so the store never refuses by itself.
      limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: prefix,
        points: Number.MAX_SAFE_INTEGER,
        duration: seconds,
      });
      limiters.set(id, limiter);
    }
    return limiter;
  };

  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    // @fastify/rate-limit passes the route's time window (ms) and max after the callback.
    incr(key, cb, timeWindow = 60_000) {
      limiterFor(prefix, timeWindow)
        .penalty(key, 1)
        .then((res) => cb(null, { current: res.consumedPoints, ttl: Math.max(0, res.msBeforeNext) }))
        .catch((err: unknown) => cb(err instanceof Error ? err : new Error(String(err))));
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
