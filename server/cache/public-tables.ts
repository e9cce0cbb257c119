import { ANY_TABLE } from "./change-feed";

/**
 * Tables whose writes no cache needs to hear of: migration 0015 gives them no NOTIFY trigger
 * (a NOTIFY makes committing transactions queue for one lock, so busy private tables such as
 * messages and mail_log should not pay it for nothing). Keep this list and the migration's the
 * same: server/cache/change-feed.test.ts compares them with the database. Check-ins, mentoring
 * requests and roll invitations are watched since migration 0027: they feed the Alumni Cup. Who leads
 * a group's newsletter (class representatives, trusted leaders; decision 121) is read per request.
 */
export const UNWATCHED_TABLES = [
  "account",
  "audit_log",
  "class_representatives",
  "conversations",
  "death_notices",
  "event_door_volunteers",
  "job_reports",
  "mail_log",
  "messages",
  "newsletter_subscriptions",
  "newsletter_trusted_leaders",
  "notification_preferences",
  "notifications",
  "rate_limits",
  "read_brake_refusals",
  "reports",
  "school_roll",
  "verification",
] as const;

const UNWATCHED: ReadonlySet<string> = new Set(UNWATCHED_TABLES);

/**
 * The tables a signed-in viewer is read from (server/auth/viewer.ts): the viewer cache hears them.
 * A suspension ends the member's viewer too, even one cached by a sign-in racing it.
 */
export const VIEWER_TABLES: ReadonlySet<string> = new Set([
  "session",
  "user",
  "user_roles",
  "member_suspensions",
]);

/**
 * Whether a change to this table (or ANY_TABLE: a member's write through this server) may change
 * a public read (an answer to visitors, a shared read). Every watched table does but `session`
 * (the unwatched ones send nothing, and would not count if they did); a table added later does
 * too until someone decides otherwise, which is the safe side.
 */
export function feedsPublicReads(table: string): boolean {
  return table !== "session" && !UNWATCHED.has(table);
}

/** Whether a change to this table may change a signed-in viewer. */
export function feedsViewers(table: string): boolean {
  return table === ANY_TABLE || VIEWER_TABLES.has(table);
}
