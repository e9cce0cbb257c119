import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { NewsletterAudience, NewsletterIssueState } from "../../../contract/newsletter";
import { user } from "../auth-schema";
import { createdAt } from "./columns";

/**
 * A newsletter the office sent (Admin, Newsletter). Its mails are the mail_log rows whose
 * batch_id is the issue's id: their states are the issue's progress and per-recipient status.
 * `send_key` is the compose form's idempotency key (decision 104): a second send with the same
 * key finds this row instead of making another issue. A scheduled issue (decision 113) has no
 * mails until its start job moves it from 'scheduled' to 'sent' (or the office cancels it first).
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    recipientCount: integer("recipient_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sendKey: text("send_key"),
    /** Who it went to (contract NewsletterAudience; {} = all subscribers). */
    audience: jsonb("audience").$type<NewsletterAudience>().notNull().default({}),
    /** Narrowed audience (not `isWholeList`): the archive shows it to its members only. */
    membersOnly: boolean("members_only").notNull().default(false),
    state: text("state").$type<NewsletterIssueState>().notNull().default("sent"),
    /** When a scheduled issue starts sending (the office chose it in the school's time zone). */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    /** When its mails were queued: the archive's date. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** A group leader's issue (decision 121): who of the office approved or declined it, and why not. */
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
  },
  (t) => [
    uniqueIndex("newsletter_issues_send_key").on(t.sendKey),
    index("newsletter_issues_created_by_idx").on(t.createdBy),
  ],
);

/**
 * The class representative the office named for a class year (issue 25, item 4): one per year,
 * who may write a newsletter to that year's members (decision 121).
 */
export const classRepresentatives = pgTable(
  "class_representatives",
  {
    graduationYear: integer("graduation_year").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("class_representatives_user_idx").on(t.userId)],
);

/** Group leaders the office trusts: their newsletters are sent at once, without approval. */
export const newsletterTrustedLeaders = pgTable("newsletter_trusted_leaders", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Newsletter sign-ups from the home page: double opt-in, cancellable by link. */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    token: text("token").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_subscriptions_token_key").on(t.token),
  ],
);
