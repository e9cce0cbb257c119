import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import type { JobQueue } from "../jobs/queue";

/** Seven minutes past every hour (UTC): the counters whose window ended over an hour ago go. */
export const RATE_LIMITS_PRUNE_QUEUE = "rate-limits-prune";

/**
 * What every rate-limiter-flexible counter of ours is given: the `rate_limits` table, and no
 * clean-up timer of its own. The library's default starts a timer per limiter (ten or so per
 * server) that deletes expired rows every five minutes for as long as the process lives, even
 * after the app and its pool have closed (then logging "Failed to clear expired records"). One
 * scheduled job does it for every server instead (startRateLimitsRetention).
 */
export function rateLimitTable(db: Db) {
  return { storeClient: db, schema: rateLimits, clearExpiredByTimeout: false } as const;
}

/**
 * Deletes the counters whose window ended more than an hour ago (the library's own threshold):
 * a counter still in its window, or just out of it, is what a limit is read from. Counters without
 * an end (none of ours) are kept. The number deleted.
 */
export async function pruneExpiredRateLimits(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, sql`now() - interval '1 hour'`))
    .returning({ key: rateLimits.key });
  return gone.length;
}

/** The hourly clean-up, one run per tick across every server (pg-boss's schedule). */
export async function startRateLimitsRetention(db: Db, jobs: JobQueue): Promise<void> {
  await jobs.createQueue(RATE_LIMITS_PRUNE_QUEUE);
  await jobs.workOnSchedule(RATE_LIMITS_PRUNE_QUEUE, "7 * * * *", async () => {
    await pruneExpiredRateLimits(db);
  });
}
