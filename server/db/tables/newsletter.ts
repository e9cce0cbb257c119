import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { NewsletterAudience } from "../../../contract/newsletter";
import { user } from "../auth-schema";

/**
 * A newsletter the office sent (Admin, Newsletter). Its mails are the mail_log rows whose
 * batch_id is the issue's id: their states are the issue's progress and per-recipient status.
 * `send_key` is the compose form's idempotency key (decision 104): a second send with the same
 * key finds this row instead of making another issue.
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
  },
  (t) => [uniqueIndex("newsletter_issues_send_key").on(t.sendKey)],
);
