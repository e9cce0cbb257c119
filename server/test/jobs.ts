import { sql } from "drizzle-orm";
import { queryRows } from "../db/client";
import type { TestContext } from "./harness";

/**
 * Waits until the queue's jobs whose data contains `data` have all run to the end (completed,
 * failed or cancelled; at least one of them), and returns how many completed. A test that proves
 * something did not happen (no mail, no notice) waits for this positive signal first: the work
 * that could have done it has run. A sleep would pass even when the job never ran.
 */
export async function waitForJobsDone(
  ctx: TestContext,
  queue: string,
  data: Record<string, unknown> = {},
  timeoutMs = 30_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await queryRows<{ total: number; open: number; completed: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS total,
                 count(*) FILTER (WHERE state::text NOT IN ('completed', 'failed', 'cancelled'))::int AS open,
                 count(*) FILTER (WHERE state::text = 'completed')::int AS completed
            FROM pgboss.job WHERE name = ${queue} AND data @> ${JSON.stringify(data)}::jsonb`,
    );
    if (row && row.total > 0 && row.open === 0) return row.completed;
    if (Date.now() > deadline)
      throw new Error(
        `the jobs of ${queue} matching ${JSON.stringify(data)} did not finish: ${JSON.stringify(row)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
