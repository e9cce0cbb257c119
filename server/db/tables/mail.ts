import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const MAIL_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every e-mail the portal sends, from the moment it is asked for (decision 050): the rendered
 * message, its state (queued → sending → sent, or failed after the last retry) and the last
 * error. A job of the queue (server/jobs/queue.ts) delivers each row; claiming a row moves it
 * to 'sending' in one UPDATE, so two app servers never both send it. `dedupe_key` is unique:
 * a mail that must go at most once (one newsletter issue to one address, one reminder of one
 * event to one member) names itself, and a second insert does nothing.
 */
export const mailLog = pgTable(
  "mail_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What sort of mail: auth, newsletter, notification, digest, test … */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** The one link the reader must follow (verification, reset …), logged in the embedded default. */
    link: text("link"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").$type<MailStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    dedupeKey: text("dedupe_key"),
    /** The newsletter issue this mail belongs to (a batch drained by several workers). */
    batchId: uuid("batch_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * When this attempt was handed to the transport (decision 104). A mail left in 'sending' by
     * a server that stopped is sent again only if this is empty (it never reached the SMTP
     * server); otherwise its outcome is unknown and it is never repeated.
     */
    handedAt: timestamp("handed_at", { withTimezone: true }),
    /** A newsletter mail whose own unsubscribe link (it carries the issue id) was used: the report. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("mail_log_dedupe_key").on(t.dedupeKey),
    index("mail_log_created").on(t.createdAt.desc()),
    index("mail_log_batch_status").on(t.batchId, t.status),
    // A member's own mails, found by address whatever its case: their data export and the
    // account deletion that removes them.
    index("mail_log_to_address").on(sql`lower(${t.toAddress})`),
    check("mail_log_status", sql`${t.status} IN ('queued', 'sending', 'sent', 'failed')`),
  ],
);
