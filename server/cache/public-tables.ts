import { ANY_TABLE } from "./change-feed";

/**
 * Tables no public read is made from (no answer to a visitor, no shared read): a write to them
 * leaves the shared caches alone (decision 090). Anything not named here — a table added later
 * too — empties them, which is the safe side.
 */
const PRIVATE_TABLES = new Set([
  "account",
  "audit_log",
  "conversations",
  "job_reports",
  "mail_log",
  "mentoring_requests",
  "messages",
  "newsletter_subscriptions",
  "notification_preferences",
  "notifications",
  "session",
  "verification",
]);

/** Whether a change to this table (or ANY_TABLE: a write through this server) may change a public read. */
export function feedsPublicReads(table: string): boolean {
  return table === ANY_TABLE || !PRIVATE_TABLES.has(table);
}
