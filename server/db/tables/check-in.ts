import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth-schema";
// A cycle with schema.ts (which re-exports this file) is safe: the references are read lazily.
import { eventRegistrations, events } from "../schema";

/**
 * Issue 27, item 4 (decision 111): the members the office made door volunteers for one event.
 * A volunteer may open that event's Check-in screen, and only while it runs.
 */
export const eventDoorVolunteers = pgTable(
  "event_door_volunteers",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    assignedBy: text("assigned_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("event_door_volunteers_user_idx").on(t.userId),
  ],
);

/**
 * Who came: one row per ticket (a 'going' registration) checked in, or per walk-in added at the
 * door (a name, no registration). A ticket is checked in once: the unique index on
 * registration_id makes a second scan, even a concurrent one, find the first row.
 */
export const eventCheckIns = pgTable(
  "event_check_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    registrationId: uuid("registration_id").references(() => eventRegistrations.id, { onDelete: "cascade" }),
    walkInName: text("walk_in_name"),
    checkedInBy: text("checked_in_by").references(() => user.id, { onDelete: "set null" }),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_check_ins_registration_key").on(t.registrationId),
    index("event_check_ins_event_idx").on(t.eventId, t.checkedInAt),
    // The Alumni Cup reads a season's check-ins (decision 119).
    index("event_check_ins_at_idx").on(t.checkedInAt),
    check(
      "event_check_ins_ticket_or_walk_in",
      sql`(registration_id IS NOT NULL) <> (walk_in_name IS NOT NULL)`,
    ),
  ],
);
