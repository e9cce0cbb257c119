import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth-schema";
import { profiles } from "../schema";

/**
 * A member's word to the office that an alumnus has died (issue 26 item 4, decision 109), and
 * what the office made of it: open until the office confirms or dismisses it. A confirmed notice
 * is the account's mark (no mail, no sign-in, no messages): it keeps `subject_user_id` and the
 * name without a foreign key, so the mark outlives the profile when the family asks for the
 * profile to be removed. The profile's own mark (`profiles.in_memoriam_since`) is written in the
 * same transaction, for the pages and lists.
 */
export const deathNotices = pgTable(
  "death_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    /** The profile's account when reported; null for the office's profiles without one. */
    subjectUserId: text("subject_user_id"),
    subjectName: text("subject_name").notNull(),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    note: text("note").notNull(),
    link: text("link"),
    status: text("status").notNull().default("open"),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("death_notices_status_check", sql`status IN ('open', 'confirmed', 'dismissed')`),
    // One open notice per member and alumnus: telling the office twice changes nothing.
    uniqueIndex("death_notices_open_key").on(t.reporterId, t.profileId).where(sql`status = 'open'`),
    // The queue: one status, newest first.
    index("death_notices_status_created_idx").on(t.status, t.createdAt),
    // The accounts in memoriam (few): read by every mail the outbox hands over.
    index("death_notices_confirmed_user_idx").on(t.subjectUserId).where(sql`status = 'confirmed'`),
    index("death_notices_profile_idx").on(t.profileId),
  ],
);
