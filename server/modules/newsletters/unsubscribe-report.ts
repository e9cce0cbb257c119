import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberOfNewsUnsubscribeToken } from "../notifications/news-unsubscribe";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An unsubscribe through an issue's own link (it carries `issue=<id>`), counted in that issue's
 * report (decision 121): the mail of that issue to the token's address is marked, once. Only a
 * recipient of the issue can be counted (the mail must exist), so a made-up issue id counts
 * nothing; the token has already been checked by the unsubscribe itself.
 */
export async function countUnsubscribeForIssue(
  db: Db,
  secret: string,
  issueId: string,
  token: string,
): Promise<void> {
  if (!UUID.test(issueId)) return;
  const memberId = memberOfNewsUnsubscribeToken(secret, token);
  await db.execute(sql`UPDATE mail_log SET unsubscribed_at = now()
    WHERE batch_id = ${issueId}::uuid AND kind = 'newsletter' AND unsubscribed_at IS NULL
      AND to_address IN (SELECT lower(email) FROM newsletter_subscriptions WHERE token = ${token}
        UNION ALL SELECT lower(email) FROM "user" WHERE id = ${memberId})`);
}
