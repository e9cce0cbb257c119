import { lt, sql } from "drizzle-orm";
import { REFUSALS_KEPT_DAYS } from "../../../../contract/brakes";
import type { Db } from "../../../db/client";
import { readBrakeRefusals } from "../../../db/schema";
import type { JobQueue } from "../../../jobs/queue";

/** 03:45 UTC every day: the refused clients whose latest refusal is older than the list shows go. */
export const REFUSALS_PRUNE_QUEUE = "read-brake-refusals-prune";

/** SQL: the start of the window the office's list shows (and the table keeps). */
export const refusalsWindowStartSql = sql`now() - make_interval(days => ${REFUSALS_KEPT_DAYS})`;

/**
 * Deletes the clients the scraping brake last refused more than REFUSALS_KEPT_DAYS ago (decision
 * 126): a visitor's address is kept only while it helps the office recognise a scraper. A client
 * refused again later starts a new row. The number deleted.
 */
export async function pruneReadBrakeRefusals(db: Db): Promise<number> {
  const gone = await db
    .delete(readBrakeRefusals)
    .where(lt(readBrakeRefusals.lastRefusedAt, refusalsWindowStartSql))
    .returning({ key: readBrakeRefusals.clientKey });
  return gone.length;
}

/** The nightly clean-up, one run per tick across every server (pg-boss's schedule). */
export async function startRefusalsRetention(db: Db, jobs: JobQueue): Promise<void> {
  await jobs.createQueue(REFUSALS_PRUNE_QUEUE);
  await jobs.workOnSchedule(REFUSALS_PRUNE_QUEUE, "45 3 * * *", async () => {
    await pruneReadBrakeRefusals(db);
  });
}
