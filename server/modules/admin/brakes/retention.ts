import { lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { readBrakeRefusals } from "../../../db/schema";
import type { JobQueue } from "../../../jobs/queue";

/**
 * How long the office's list keeps a refused client after its latest refusal (second review of
 * decision 120, L2): long enough to recognise a scraper that comes back, not for ever. A visitor's
 * address is personal data; a row is only the client's key, a count and two times.
 */
export const REFUSALS_KEPT_DAYS = 90;
export const READ_BRAKE_PRUNE_QUEUE = "read-brake-refusals-prune";

/** Removes the rows whose latest refusal is older than REFUSALS_KEPT_DAYS; the number removed. */
export async function pruneReadBrakeRefusals(db: Db): Promise<number> {
  const gone = await db
    .delete(readBrakeRefusals)
    .where(lt(readBrakeRefusals.lastRefusedAt, sql`now() - make_interval(days => ${REFUSALS_KEPT_DAYS})`))
    .returning({ key: readBrakeRefusals.clientKey });
  return gone.length;
}

/** 03:45 UTC every day, on one server (the queue's schedule). */
export async function startReadBrakeRefusalPruning(db: Db, jobs: JobQueue): Promise<void> {
  await jobs.createQueue(READ_BRAKE_PRUNE_QUEUE);
  await jobs.work(READ_BRAKE_PRUNE_QUEUE, 1, async () => {
    await pruneReadBrakeRefusals(db);
  });
  await jobs.schedule(READ_BRAKE_PRUNE_QUEUE, "45 3 * * *");
}
