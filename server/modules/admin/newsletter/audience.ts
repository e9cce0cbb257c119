import { type SQL, sql } from "drizzle-orm";
import { isWholeList, type NewsletterAudience } from "../../../../contract/newsletter";
import { type Db, queryRows } from "../../../db/client";
import { memorialAddressesSql } from "../../memoriam/rules";
import { newsUnsubscribeTokenSql } from "../../notifications/news-unsubscribe";
import { deliveryOfSql } from "../../notifications/preferences";

/**
 * Whether the member `u` (with profile `p`) is in an audience given as a jsonb value: a verified
 * account whose profile matches every choice. One rule for the send (below) and for the archive,
 * which reads each issue's stored audience (decision 113). A hidden profile still counts (they
 * chose this mail); a deleted account has no row, so it never does.
 */
export function memberInAudienceSql(audience: SQL): SQL {
  return sql`u.email_verified
    AND (${audience}->>'house' IS NULL OR p.house = ${audience}->>'house')
    AND (${audience}->>'year_from' IS NULL OR p.graduation_year >= (${audience}->>'year_from')::int)
    AND (${audience}->>'year_to' IS NULL OR p.graduation_year <= (${audience}->>'year_to')::int)
    AND (${audience}->>'chapter_id' IS NULL OR EXISTS (SELECT 1 FROM chapter_members cm
      WHERE cm.user_id = u.id AND cm.chapter_id = (${audience}->>'chapter_id')::uuid))
    AND (NOT coalesce((${audience}->>'mentors')::boolean, false) OR p.mentorship_availability)`;
}

/** The members an audience narrows to, as a condition on `lower(email)`. */
function narrowedToMembersSql(audience: NewsletterAudience): SQL {
  return sql`lower(email) IN (SELECT lower(u.email) FROM "user" u JOIN profiles p ON p.user_id = u.id
    WHERE ${memberInAudienceSql(sql`${JSON.stringify(audience)}::jsonb`)})`;
}

/**
 * An issue's recipients, one row per address (email, unsubscribe_url, page_url): confirmed
 * subscribers and members whose News setting is 'Immediately', narrowed by the audience, never
 * an alumnus in memoriam. The
 * count on the compose screen and the send read this same statement, so the number shown is
 * the number mailed (unless someone subscribes or leaves in between).
 */
export function recipientsSql(
  { publicUrl, secret }: { publicUrl: string; secret: string },
  audience: NewsletterAudience,
  issueId?: string,
): SQL {
  // The issue's id on its unsubscribe links attributes an unsubscribe to it (the report,
  // decision 121); links without it (older mails) still unsubscribe.
  const ofIssue = issueId ? `&issue=${issueId}` : "";
  // An address of an alumnus in memoriam is never among them, subscribed or not (decision 109).
  const kept = sql`lower(email) NOT IN (${memorialAddressesSql})`;
  const narrowed = isWholeList(audience) ? kept : sql`${kept} AND ${narrowedToMembersSql(audience)}`;
  return sql`SELECT DISTINCT ON (lower(email)) lower(email) AS email, unsubscribe_url, page_url FROM (
      SELECT s.email, ${publicUrl} || '/api/v1/newsletter/unsubscribe?token=' || s.token || ${ofIssue} AS unsubscribe_url,
        ${publicUrl} || '/newsletter/unsubscribe?token=' || s.token || ${ofIssue} AS page_url, 0 AS rank
        FROM newsletter_subscriptions s WHERE s.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL
      UNION ALL
      SELECT u.email,
        ${publicUrl} || '/api/v1/newsletter/unsubscribe?token=' || ${newsUnsubscribeTokenSql(secret, sql`u.id`)} || ${ofIssue} AS unsubscribe_url,
        ${publicUrl} || '/profile' AS page_url, 1 AS rank
        FROM "user" u WHERE u.email_verified AND ${deliveryOfSql(sql`u.id`, "news")} = 'immediately'
    ) r WHERE ${narrowed} ORDER BY lower(email), rank`;
}

/** "This will go to N people": the send's own recipient statement, counted. */
export async function countAudience(
  db: Db,
  keys: { publicUrl: string; secret: string },
  audience: NewsletterAudience,
): Promise<{ recipients: number }> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (${recipientsSql(keys, audience)}) recipients`,
  );
  return { recipients: row?.n ?? 0 };
}
