import { sql } from "drizzle-orm";
import type { AdminDashboardCounts } from "../../../../contract/admin-content";
import { type Db, queryRows } from "../../../db/client";

/** The four dashboard counts of spec §7, in one query. */
export async function dashboardCounts(db: Db): Promise<AdminDashboardCounts> {
  const [row] = await queryRows<Record<keyof AdminDashboardCounts, number | string>>(
    db,
    sql`SELECT
      (SELECT count(*) FROM profiles) AS alumni,
      (SELECT count(*) FROM events WHERE moderation_status = 'pending') AS pending_events,
      (SELECT count(*) FROM news WHERE published) AS published_news,
      (SELECT count(*) FROM competitions WHERE status = 'ongoing') AS ongoing_competitions`,
  );
  return {
    alumni: Number(row.alumni),
    pending_events: Number(row.pending_events),
    published_news: Number(row.published_news),
    ongoing_competitions: Number(row.ongoing_competitions),
  };
}
