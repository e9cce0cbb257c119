// Events and members' registrations for them (with guests and the waitlist).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { SETTINGS_DEFAULTS } from "../../../contract/constants";
import { user } from "../auth-schema";
import { createdAt, inList } from "./columns";
import { chapters } from "./community-groups";

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category").notNull(),
    location: text("location"),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }),
    maxAttendees: integer("max_attendees"),
    isVirtual: boolean("is_virtual").notNull().default(false),
    registrationDeadline: timestamp("registration_deadline", { withTimezone: true }),
    imageUrl: text("image_url"),
    organizerId: text("organizer_id").references(() => user.id, { onDelete: "set null" }),
    moderationStatus: text("moderation_status").notNull().default("pending"),
    moderationNotes: text("moderation_notes"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: createdAt(),
    // Issue 15: an event may belong to a chapter, and a reunion to a class year (both optional).
    chapterId: uuid("chapter_id").references(() => chapters.id, { onDelete: "set null" }),
    classYear: integer("class_year"),
    // Issue 11, item 7: the zone its times are stated in (IANA name, checked by the contract's
    // timeZoneSchema); events stored before it are the school's (decision 078).
    timeZone: text("time_zone").notNull().default(SETTINGS_DEFAULTS.timeZone),
    // Issue 27 (decision 110): how many guests each member may bring (0: none), and how many
    // hours a member moved in from the waitlist has to confirm (null: the default, 48).
    guestsPerMember: integer("guests_per_member").notNull().default(0),
    waitlistConfirmHours: integer("waitlist_confirm_hours"),
  },
  (t) => [
    index("events_chapter_idx").on(t.chapterId, t.startDate),
    index("events_class_year_idx").on(t.classYear, t.startDate),
    check("events_moderation_status_check", inList("moderation_status", ["pending", "approved", "rejected"])),
    check("events_max_attendees_check", sql`max_attendees IS NULL OR max_attendees >= 1`),
    check("events_guests_per_member_check", sql`guests_per_member BETWEEN 0 AND 10`),
    check(
      "events_waitlist_confirm_hours_check",
      sql`waitlist_confirm_hours IS NULL OR waitlist_confirm_hours >= 1`,
    ),
    index("events_status_start_idx").on(t.moderationStatus, t.startDate),
    index("events_start_date_idx").on(t.startDate),
    index("events_created_at_idx").on(t.createdAt),
    // Admin list (issue 13): status filter newest first, sort and search by title.
    index("events_status_created_idx").on(t.moderationStatus, t.createdAt),
    index("events_title_idx").on(t.title),
    index("events_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("events_organizer_idx").on(t.organizerId),
  ],
);

export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Issue 27 (decision 110): the member's guests (each takes a place when going; names
    // optional), when they joined the waitlist (its order), and, once moved in from it, until
    // when the place is held for them to confirm (null once confirmed).
    guests: integer("guests").notNull().default(0),
    guestNames: text("guest_names").array().notNull().default(sql`'{}'::text[]`),
    waitlistedAt: timestamp("waitlisted_at", { withTimezone: true }),
    confirmBy: timestamp("confirm_by", { withTimezone: true }),
  },
  (t) => [
    check(
      "event_registrations_status_check",
      inList("status", ["going", "interested", "not-going", "waitlisted"]),
    ),
    check("event_registrations_guests_check", sql`guests >= 0`),
    // The waitlist in order: first come, first moved in.
    index("event_registrations_waitlist_idx")
      .on(t.eventId, t.waitlistedAt, t.id)
      .where(sql`status = 'waitlisted'`),
    unique("event_registrations_event_user_key").on(t.eventId, t.userId),
    index("event_registrations_user_idx").on(t.userId),
    index("event_registrations_going_idx").on(t.eventId).where(sql`status = 'going'`),
    // The admin attendee list: one event's registrations in the order they came.
    index("event_registrations_event_created_idx").on(t.eventId, t.createdAt, t.id),
  ],
);
