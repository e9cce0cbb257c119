import { inArray, sql } from "drizzle-orm";
import type { AdminDashboardCounts } from "../../../../contract/admin-content";
import { ACHIEVEMENT_CATEGORY, newsCategoryNames } from "../../../../contract/news";
import { type Db, queryRows } from "../../../db/client";
import { news } from "../../../db/schema";

/**
 * The four dashboard counts of spec §7 and the achievements awaiting review (issue 21: members'
 * achievements arrive as drafts, which nothing else tells the office about), in one query.
 */
export async function dashboardCounts(db: Db): Promise<AdminDashboardCounts> {
  const [row] = await queryRows<Record<keyof AdminDashboardCounts, number | string>>(
    db,
    sql`SELECT
      (SELECT count(*) FROM profiles) AS alumni,
      (SELECT count(*) FROM events WHERE moderation_status = 'pending') AS pending_events,
      (SELECT count(*) FROM news WHERE published) AS published_news,
      (SELECT count(*) FROM competitions WHERE status = 'ongoing') AS ongoing_competitions,
      (SELECT count(*) FROM ${news} WHERE NOT ${news.published}
         AND ${inArray(news.category, newsCategoryNames(ACHIEVEMENT_CATEGORY))}) AS achievements_to_review`,
  );
  return {
    alumni: Number(row.alumni),
    pending_events: Number(row.pending_events),
    published_news: Number(row.published_news),
    ongoing_competitions: Number(row.ongoing_competitions),
    achievements_to_review: Number(row.achievements_to_review),
  };
}
