import { eq, sql } from "drizzle-orm";
import {
  LEADER_NEWSLETTER_TEXT,
  type LeaderGroup,
  type LeaderGroupChoice,
} from "../../../contract/newsletter-leaders";
import { type Db, queryRows } from "../../db/client";
import { newsletterTrustedLeaders } from "../../db/schema";
import { forbidden } from "../../errors";

/**
 * The groups a member leads (decision 121): the chapters they moderate — assigned by the office
 * and still holding the moderator role, as for reviewing the chapter's events — and the class
 * years the office named them representative of.
 */
export async function leaderGroupsOf(db: Db, userId: string): Promise<LeaderGroup[]> {
  const rows = await queryRows<{ chapter_id: string | null; name: string | null; year: number | null }>(
    db,
    sql`SELECT c.id AS chapter_id, c.name, NULL::int AS year FROM chapter_moderators cm
        JOIN chapters c ON c.id = cm.chapter_id
        WHERE cm.user_id = ${userId}
          AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = cm.user_id AND r.role = 'moderator')
      UNION ALL
      SELECT NULL, NULL, graduation_year FROM class_representatives WHERE user_id = ${userId}
      ORDER BY 2, 3`,
  );
  return rows.map((r) =>
    r.year === null
      ? { kind: "chapter", chapter_id: r.chapter_id as string, name: r.name as string }
      : { kind: "year", year: r.year },
  );
}

/** 403 unless the group is one the member leads: a leader writes only to their own group. */
export async function requireOwnGroup(db: Db, userId: string, group: LeaderGroupChoice): Promise<void> {
  const groups = await leaderGroupsOf(db, userId);
  const own = groups.some((g) =>
    g.kind === "chapter"
      ? group.kind === "chapter" && g.chapter_id === group.chapter_id
      : group.kind === "year" && g.year === group.year,
  );
  if (!own)
    throw forbidden(groups.length ? LEADER_NEWSLETTER_TEXT.notYourGroup : LEADER_NEWSLETTER_TEXT.notLeader);
}

export async function isTrustedLeader(db: Pick<Db, "select">, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: newsletterTrustedLeaders.userId })
    .from(newsletterTrustedLeaders)
    .where(eq(newsletterTrustedLeaders.userId, userId));
  return rows.length > 0;
}
