import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { AchievementInput } from "../../../contract/community";
import type { MemberNewsletterStatus } from "../../../contract/member-newsletter";
import { ACHIEVEMENT_CATEGORY } from "../../../contract/news";
import type { NewsletterLinkInfo } from "../../../contract/newsletter";
import { GENERIC_MESSAGES } from "../../../contract/ui-text";
import { type Db, queryRows } from "../../db/client";
import { news, newsletterSubscriptions, profiles } from "../../db/schema";
import { unauthenticated } from "../../errors";
import type { Mailer } from "../../mail/mailer";
import { deliveryOfSql } from "../notifications/preferences";

/** 'Share an Achievement': a draft (unpublished) news item the alumni office reviews. */
export async function shareAchievement(
  db: Db,
  userId: string,
  fallbackName: string,
  input: AchievementInput,
) {
  const [profile] = await db
    .select({ name: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const [row] = await db
    .insert(news)
    .values({
      title: input.title,
      summary: input.summary,
      content: input.summary,
      category: ACHIEVEMENT_CATEGORY,
      author: profile?.name ?? fallbackName,
      published: false,
    })
    .returning({ id: news.id });
  return row;
}

/**
 * Whether the member receives the newsletter: by a confirmed subscription of their address (any
 * case), or by News set to 'Immediately', the two ways sendNewsletter picks its recipients.
 */
export async function memberNewsletterStatus(db: Db, userId: string): Promise<MemberNewsletterStatus> {
  const [row] = await queryRows<{ email: string; confirmed: boolean; asked: boolean; news: boolean }>(
    db,
    sql`SELECT u.email,
          (s.email IS NOT NULL AND s.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL) AS confirmed,
          (s.email IS NOT NULL AND s.confirmed_at IS NULL) AS asked,
          ${deliveryOfSql(sql`u.id`, "news")} = 'immediately' AS news
        FROM "user" u LEFT JOIN newsletter_subscriptions s ON lower(s.email) = lower(u.email)
        WHERE u.id = ${userId}`,
  );
  // The session outlived its account (deleted meanwhile): as signed out.
  if (!row) throw unauthenticated(GENERIC_MESSAGES.signInRequired);
  const through = row.confirmed ? "address" : row.news ? "news-setting" : null;
  const state = through ? "subscribed" : row.asked ? "pending" : "not-subscribed";
  return { email: row.email, state, through };
}

/**
 * Newsletter double opt-in: stores the address with a fresh token and mails a confirmation
 * link. An address that is already confirmed gets nothing new (and the answer is the same,
 * and as quick, so the form does not reveal who is subscribed).
 */
export async function subscribeToNewsletter(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  siteName: string,
  email: string,
  log: Pick<Logger, "error">,
) {
  const token = randomBytes(24).toString("base64url");
  // One statement: a new address is inserted; a known one keeps its token while it is an
  // active subscription, or gets the new token (a fresh confirmation link) otherwise.
  const [row] = await queryRows<{ token: string; active: boolean }>(
    db,
    sql`INSERT INTO newsletter_subscriptions (email, token) VALUES (${email.toLowerCase()}, ${token})
      ON CONFLICT (lower(email)) DO UPDATE SET token = CASE
        WHEN newsletter_subscriptions.confirmed_at IS NOT NULL AND newsletter_subscriptions.unsubscribed_at IS NULL
        THEN newsletter_subscriptions.token ELSE excluded.token END
      RETURNING token, (confirmed_at IS NOT NULL AND unsubscribed_at IS NULL) AS active`,
  );
  if (row.active) return;
  // Landing pages: opening a link changes nothing; its page has the button that does.
  const confirm = newsletterLinkUrl(publicUrl, "confirm", row.token);
  const cancel = newsletterLinkUrl(publicUrl, "unsubscribe", row.token);
  // Not awaited: an answer that waited for the mail server only for addresses not yet
  // subscribed would tell by its timing who is. A failed send is logged; asking again re-sends.
  mailer
    .send({
      kind: "newsletter-confirmation",
      actionLabel: "Confirm my subscription",
      to: email.toLowerCase(),
      subject: `Confirm your ${siteName} newsletter subscription`,
      text: `Please confirm that you want to receive the ${siteName} newsletter:\n\n${confirm}\n\nIf you did not ask for this, ignore this e-mail. You can unsubscribe at any time:\n${cancel}\n`,
      link: confirm,
    })
    .catch((err) => log.error({ err }, "newsletter confirmation mail not sent"));
}

/** The address of a mailed newsletter link: its landing page (/newsletter/confirm or /unsubscribe). */
export function newsletterLinkUrl(
  publicUrl: string,
  action: "confirm" | "unsubscribe",
  token: string,
): string {
  return `${publicUrl}/newsletter/${action}?token=${encodeURIComponent(token)}`;
}

/** What a link's landing page shows: the address and its state; null for a token not ours. */
export async function newsletterLinkInfo(db: Db, token: string): Promise<NewsletterLinkInfo | null> {
  const [row] = await db
    .select({
      email: newsletterSubscriptions.email,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.token, token));
  if (!row) return null;
  const state = row.unsubscribedAt ? "unsubscribed" : row.confirmedAt ? "subscribed" : "pending";
  return { email: row.email, state };
}

/** Confirms by the landing page's button; true when the token was ours. */
export async function confirmNewsletter(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`, unsubscribedAt: null })
    .where(eq(newsletterSubscriptions.token, token))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/** Unsubscribes (landing page's button or RFC 8058 one-click POST); true when the token was ours. */
export async function unsubscribeNewsletter(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscriptions.token, token))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
