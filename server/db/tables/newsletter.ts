import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth-schema";

/**
 * A newsletter the office sent (Admin, Newsletter). Its mails are the mail_log rows whose
 * batch_id is the issue's id: their states are the issue's progress and per-recipient status.
 */
export const newsletterIssues = pgTable("newsletter_issues", {
  id: uuid("id").primaryKey().defaultRandom(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  recipientCount: integer("recipient_count").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
