import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REFUSALS_KEPT_DAYS } from "../../../../contract/brakes";
import { queryRows } from "../../../db/client";
import { readBrakeRefusals } from "../../../db/schema";
import { setUpAdminTestApp } from "../../../test/admin-fixtures";
import { waitForJobsDone } from "../../../test/jobs";
import { REFUSALS_PRUNE_QUEUE } from "./retention";

// Decision 126: the scraping brake's refused clients (visitors' addresses among them) are kept for
// the window the office's list shows, and a nightly job deletes older ones.

const t = setUpAdminTestApp();
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("refused readers", () => {
  it("are listed and kept for the window after their latest refusal, then deleted by the nightly job", async () => {
    await t.ctx.database.db.insert(readBrakeRefusals).values([
      // First refused long ago, refused again lately: kept.
      {
        clientKey: "address:198.51.100.7",
        address: "198.51.100.7",
        refused: 9,
        firstRefusedAt: daysAgo(200),
        lastRefusedAt: daysAgo(10),
      },
      {
        clientKey: "address:203.0.113.9",
        address: "203.0.113.9",
        refused: 4,
        firstRefusedAt: daysAgo(REFUSALS_KEPT_DAYS + 20),
        lastRefusedAt: daysAgo(REFUSALS_KEPT_DAYS + 1),
      },
    ]);
    const listed = async () =>
      (await t.as("GET", "/api/v1/admin/read-brake/refusals")).body.refusals.map(
        (r: { address: string }) => r.address,
      );
    // Outside the window it is not shown even before the clean-up has run.
    expect(await listed()).toEqual(["198.51.100.7"]);

    // One schedule in the job queue's database, run once per tick for every server.
    const schedules = await queryRows<{ cron: string }>(
      t.ctx.database.db,
      sql`SELECT cron FROM pgboss.schedule WHERE name = ${REFUSALS_PRUNE_QUEUE}`,
    );
    expect(schedules).toHaveLength(1);
    await t.ctx.deps.jobs.send(REFUSALS_PRUNE_QUEUE, {});
    expect(await waitForJobsDone(t.ctx, REFUSALS_PRUNE_QUEUE)).toBe(1);

    const left = await t.ctx.database.db
      .select({ address: readBrakeRefusals.address })
      .from(readBrakeRefusals);
    expect(left.map((r) => r.address)).toEqual(["198.51.100.7"]);
    expect(await listed()).toEqual(["198.51.100.7"]);
  });
});
