import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  NOT_REACHABLE_SHOWN,
  type NotReachableList,
  type RollYearList,
  type RollYearSummary,
  type rollYearsQuerySchema,
} from "../../../../contract/school-roll";
import { type Db, queryRows } from "../../../db/client";
import { rollEntryJoinedSql } from "../../roll/queries";
import { memberNotReachableSql } from "../../still-correct/yearly-mail";
import { pageWindow } from "../paging";

/**
 * The office's view of the roll per year (decision 108), one grouped query:
 * - joined: the entry's account joined (rollEntryJoinedSql);
 * - invited: not joined, and a member invited them at least once;
 * - not reachable: not joined, no e-mail on the roll, and no invitation whose mail is still out
 *   or was delivered (an invitation the SMTP server refused, the outbox's record of a bounce,
 *   leaves the entry not reachable); and a joined entry whose member never confirmed their
 *   details and whose yearly "still correct?" mail bounced (decision 125): one rule, "the office
 *   holds no way of writing to them that works".
 */
export async function rollYears(db: Db, q: z.infer<typeof rollYearsQuerySchema>): Promise<RollYearList> {
  // A year's first digits find it; anything else typed finds no year (an empty table, not an error).
  const where: SQL = !q.q
    ? sql`true`
    : /^\d{1,4}$/.test(q.q)
      ? sql`year::text LIKE ${`${q.q}%`}`
      : sql`false`;
  const { limit, offset } = pageWindow(q);
  const dir = sql.raw(q.dir === "asc" ? "ASC" : "DESC");
  const rows = await queryRows<Omit<RollYearSummary, "id"> & { total: number }>(
    db,
    sql`WITH entries AS (
          SELECT year, ${rollEntryJoinedSql()} AS joined, email IS NOT NULL AS has_email,
            joined_user_id IS NOT NULL AND ${memberNotReachableSql(sql`school_roll.joined_user_id`)} AS bounced,
            EXISTS (SELECT 1 FROM roll_invitations i WHERE i.roll_entry_id = school_roll.id) AS invited,
            EXISTS (SELECT 1 FROM roll_invitations i LEFT JOIN mail_log m ON m.id = i.mail_id
                    WHERE i.roll_entry_id = school_roll.id AND coalesce(m.status, 'sent') <> 'failed') AS mailed
          FROM school_roll WHERE ${where})
        SELECT year, count(*)::int AS on_roll,
          count(*) FILTER (WHERE joined)::int AS joined,
          count(*) FILTER (WHERE invited AND NOT joined)::int AS invited,
          count(*) FILTER (WHERE (NOT joined AND NOT has_email AND NOT mailed) OR bounced)::int AS not_reachable,
          (count(*) OVER ())::int AS total
        FROM entries GROUP BY year ORDER BY year ${dir} LIMIT ${limit} OFFSET ${offset}`,
  );
  return {
    items: rows.map(({ total: _total, ...r }) => ({ id: String(r.year), ...r })),
    total: rows[0]?.total ?? (await countYears(db, where)),
    page: q.page,
    page_size: q.page_size,
  };
}

/** The number of years when the page asked for is past the last (the window above is empty). */
async function countYears(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(DISTINCT year)::int AS n FROM school_roll WHERE ${where}`,
  );
  return row.n;
}

/**
 * Every member the office cannot reach, on the roll or not (issue 26 item 5, decision 125): the
 * same rule as the roll's figure (`memberNotReachableSql`), listed with what the office needs to
 * find them another way. Only members who never confirmed are candidates (a partial scan of the
 * profiles whose `details_confirmed_at` is empty; an office screen, not a hot path).
 */
export async function notReachableMembers(db: Db): Promise<NotReachableList> {
  const members = await queryRows<NotReachableList["members"][number]>(
    db,
    sql`SELECT u.id AS user_id, coalesce(p.display_name, u.name) AS name, u.email,
          p.graduation_year, p.house
        FROM profiles p JOIN "user" u ON u.id = p.user_id
        WHERE p.details_confirmed_at IS NULL AND ${memberNotReachableSql(sql`p.user_id`)}
        ORDER BY name, u.id LIMIT ${NOT_REACHABLE_SHOWN}`,
  );
  return { members };
}
