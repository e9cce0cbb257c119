import { createHash, timingSafeEqual } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { getPreferences, savePreferences } from "./preferences";

/**
 * One-click unsubscribe (RFC 8058) for members who receive the newsletter through their News
 * setting rather than a subscription (which has its own random token). The token is
 * `{user id}.{sha256(secret:news-unsubscribe:{user id})}`: made in SQL while the mails
 * are queued (one INSERT … SELECT for every recipient), checked here; nothing is stored. The
 * secret is the server's AUTH_SECRET, so nobody can make another member's token. A longer id
 * made by extending the hash would name no member.
 */
const PURPOSE = ":news-unsubscribe:";

export function newsUnsubscribeTokenSql(secret: string, userId: SQL): SQL {
  return sql`${userId} || '.' || encode(sha256(convert_to(${secret} || ${PURPOSE} || ${userId}, 'UTF8')), 'hex')`;
}

/** The member a token names, or null when it is not one this server made. */
export function memberOfNewsUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), "hex");
  const expected = createHash("sha256").update(`${secret}${PURPOSE}${userId}`, "utf8").digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** Sets the member's News to 'Never' (no newsletter, no news notification); false for a bad token. */
export async function unsubscribeMemberFromNews(db: Db, secret: string, token: string): Promise<boolean> {
  const userId = memberOfNewsUnsubscribeToken(secret, token);
  if (!userId) return false;
  return db.transaction(async (tx) => {
    // A deleted account's token: nothing to change (and no preferences row to make for it).
    const found = await queryRows(tx, sql`SELECT 1 FROM "user" WHERE id = ${userId} FOR UPDATE`);
    if (found.length === 0) return false;
    await savePreferences(tx, userId, { ...(await getPreferences(tx, userId)), news: "never" });
    return true;
  });
}
