import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { SETTINGS_DEFAULTS } from "../../contract/constants";
import { DEFAULT_PRIVACY, type PrivacySettings } from "../../contract/profile";
import { user } from "./auth-schema";
import { chapters } from "./tables/community-groups";

export * from "./auth-schema";

// The privacy column's shape and defaults are the contract's (spec §5); re-exported so the
// server's imports of them from the schema keep working.
export { DEFAULT_PRIVACY, type PrivacySettings };

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
const inList = (column: string, values: readonly (string | number)[]) =>
  sql.raw(`${column} IN (${values.map((v) => (typeof v === "number" ? v : `'${v}'`)).join(", ")})`);

export const houses = pgTable(
  "houses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    color: text("color").notNull().default("#000000"),
    bgLight: text("bg_light").notNull().default("#f0f0f0"),
    textColor: text("text_color").notNull().default("#ffffff"),
    createdAt: createdAt(),
  },
  (t) => [index("houses_created_at_idx").on(t.createdAt)],
);

// Index orderings: plain ascending b-trees. A backward scan serves ORDER BY … DESC (which means
// NULLS FIRST); an index declared DESC NULLS LAST would not be used for it (seen on PostgreSQL 15).
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Absent for alumni the office knows of who have no account yet.
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    displayName: text("display_name").notNull(),
    house: text("house"),
    graduationYear: integer("graduation_year"),
    currentRole: text("currentrole"),
    company: text("company"),
    location: text("location"),
    bio: text("bio"),
    phone: text("phone"),
    linkedinUrl: text("linkedin_url"),
    personalWebsite: text("personal_website"),
    avatarUrl: text("avatar_url"),
    degreeDetails: text("degree_details"),
    academicAchievements: text("academic_achievements"),
    industry: text("industry"),
    specialization: text("specialization"),
    interests: textList("interests"),
    hobbies: textList("hobbies"),
    languagesSpoken: textList("languages_spoken"),
    volunteerActivities: textList("volunteer_activities"),
    mentorshipAvailability: boolean("mentorship_availability").notNull().default(false),
    guestSpeakerAvailability: boolean("guest_speaker_availability").notNull().default(false),
    jobReferralAvailability: boolean("job_referral_availability").notNull().default(false),
    awardsRecognition: textList("awards_recognition"),
    publications: textList("publications"),
    certifications: textList("certifications"),
    socialMediaLinks: jsonb("social_media_links").$type<Record<string, string>>().notNull().default({}),
    privacySettings: jsonb("privacy_settings").$type<PrivacySettings>().notNull().default(DEFAULT_PRIVACY),
    // Issue 21 (decision 092): true while the profile's account has not verified its e-mail, so
    // it is listed nowhere yet (server/policies.ts listedProfileSql). Kept by triggers from
    // "user".email_verified in the same transaction (migration 0016); never written by the
    // application. False for the office's profiles without an account.
    awaitingVerification: boolean("awaiting_verification").notNull().default(false),
    // Issue 26 item 4 (decision 109): set when the office confirms a death notice, cleared by its
    // Restore (server/modules/memoriam/queue.ts, the only writer); the year of death if known.
    inMemoriamSince: timestamp("in_memoriam_since", { withTimezone: true }),
    yearOfDeath: integer("year_of_death"),
    // Issue 26 item 3 (decision 118): how the account was admitted. Null: admitted openly (the
    // office's profiles, members from before the setting, Open sign-ups not on the roll);
    // 'waiting' for the office's approval or 'declined' (both listed nowhere: migration 0020 makes
    // awaiting_verification true for them); 'verified' by the roll or by the office (the
    // Verified alumnus mark). Written by server/modules/admission only.
    admission: text("admission"),
    admissionAt: timestamp("admission_at", { withTimezone: true }),
    // Issue 26 item 5 (decision 125): when the member last said their details are still correct
    // (the yearly mail's button); null until then, when the sign-up counts. Written by
    // server/modules/still-correct only.
    detailsConfirmedAt: timestamp("details_confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("profiles_created_at_idx").on(t.createdAt),
    index("profiles_admission_idx").on(t.admission, t.admissionAt).where(sql`admission IS NOT NULL`),
    check("profiles_admission_check", sql`admission IN ('waiting', 'verified', 'declined')`),
    index("profiles_graduation_year_idx").on(t.graduationYear),
    index("profiles_location_idx").on(t.location),
    index("profiles_industry_idx").on(t.industry),
    index("profiles_house_idx").on(t.house),
    index("profiles_display_name_idx").on(t.displayName),
    // Directory search order (decision 048): a search's first page read in this index's order,
    // stopping at the page size, instead of sorting every match.
    index("profiles_lower_display_name_idx").on(sql`lower(${t.displayName})`, t.id),
    // Directory/search: case-insensitive substring on name, company and role (pg_trgm).
    index("profiles_display_name_trgm_idx")
      .using("gin", t.displayName.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("profiles_company_trgm_idx").using("gin", t.company.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("profiles_currentrole_trgm_idx")
      .using("gin", t.currentRole.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);

/**
 * How many profiles carry each directory facet value, kept true by triggers on `profiles` in the
 * same transaction as every write (migration 0004, decision 046), so the home statistics and the
 * directory filter options never aggregate the profiles table. One row per (kind, value):
 *   year      graduation year as text; '' holds the profiles without a year (the alumni count
 *             is the sum of listed_count over every 'year' row, spread over many rows);
 *   location  the location exactly as entered (not blank);
 *   industry  the industry exactly as entered (not blank);
 *   city      lower(btrim(split_part(location, ',', 1))), not empty (home "Cities Represented").
 * total_count counts every profile; listed_count the listed ones (show_in_directory not off and
 * not awaiting verification: migration 0016, decision 092); year_shown_count those listed with
 * show_graduation_year not off as well. A row whose
 * total_count reaches 0 is deleted. Never written by the application.
 */
export const profileFacets = pgTable(
  "profile_facets",
  {
    kind: text("kind").notNull(),
    value: text("value").notNull(),
    totalCount: integer("total_count").notNull().default(0),
    listedCount: integer("listed_count").notNull().default(0),
    yearShownCount: integer("year_shown_count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.value] }),
    check("profile_facets_kind_check", inList("kind", ["year", "location", "industry", "city"])),
  ],
);

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

export const news = pgTable(
  "news",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    summary: text("summary"),
    content: text("content"),
    category: text("category").notNull().default("General"),
    author: text("author"),
    imageUrl: text("image_url"),
    published: boolean("published").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("news_published_created_idx").on(t.published, t.createdAt),
    index("news_created_at_idx").on(t.createdAt),
    index("news_title_idx").on(t.title),
    index("news_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

export const competitions = pgTable(
  "competitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    category: text("category").notNull(),
    status: text("status").notNull().default("upcoming"),
    competitionDate: timestamp("competition_date", { withTimezone: true }),
    firstPlacePoints: integer("first_place_points").notNull().default(10),
    secondPlacePoints: integer("second_place_points").notNull().default(6),
    thirdPlacePoints: integer("third_place_points").notNull().default(3),
    createdAt: createdAt(),
  },
  (t) => [
    check("competitions_category_check", inList("category", ["sports", "arts", "academics"])),
    check("competitions_status_check", inList("status", ["upcoming", "ongoing", "completed"])),
    check(
      "competitions_points_check",
      sql`first_place_points >= 0 AND second_place_points >= 0 AND third_place_points >= 0`,
    ),
    index("competitions_date_idx").on(t.competitionDate),
    index("competitions_status_idx").on(t.status),
    index("competitions_created_at_idx").on(t.createdAt),
    index("competitions_status_created_idx").on(t.status, t.createdAt),
    index("competitions_name_idx").on(t.name),
    index("competitions_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")).with({ fastupdate: false }),
  ],
);

export const competitionResults = pgTable(
  "competition_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    houseId: uuid("house_id")
      .notNull()
      .references(() => houses.id, { onDelete: "restrict" }),
    competitionId: uuid("competition_id")
      .notNull()
      .references(() => competitions.id, { onDelete: "cascade" }),
    pointsAwarded: integer("points_awarded").notNull(),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("competition_results_position_check", inList("position", [1, 2, 3])),
    check("competition_results_points_check", sql`points_awarded >= 0`),
    unique("competition_results_competition_position_key").on(t.competitionId, t.position),
    unique("competition_results_competition_house_key").on(t.competitionId, t.houseId),
    index("competition_results_house_idx").on(t.houseId),
    index("competition_results_created_at_idx").on(t.createdAt),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // No foreign keys on the two participants: when a member deletes their account, the other
    // side keeps the conversation, the deleted member shown as 'Unknown User' (spec §3; decision 065).
    // server/modules/my-profile/delete-account.ts removes what no one is left to read.
    senderId: text("sender_id").notNull(),
    recipientId: text("recipient_id").notNull(),
    subject: text("subject"),
    content: text("content").notNull(),
    threadId: uuid("thread_id").notNull(),
    parentMessageId: uuid("parent_message_id"),
    threadSubject: text("thread_subject"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
    /** Hidden by the office (decision 112): gone from the recipient's inbox; the sender sees why. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    /** The sender's first message to someone they had never talked with (decision 120): counted by the daily limit. */
    firstContact: boolean("first_contact").notNull().default(false),
  },
  (t) => [
    check("messages_not_self_check", sql`sender_id <> recipient_id`),
    index("messages_sender_created_idx").on(t.senderId, t.createdAt),
    index("messages_recipient_created_idx").on(t.recipientId, t.createdAt),
    // Unread per conversation (recipient, sender) and the member's unread total (recipient).
    index("messages_unread_pair_idx").on(t.recipientId, t.senderId).where(sql`NOT is_read`),
    index("messages_thread_idx").on(t.threadId),
    // One conversation's messages in order, whichever of the two sent them (decision 045).
    index("messages_pair_created_idx").on(
      sql`least(${t.senderId}, ${t.recipientId})`,
      sql`greatest(${t.senderId}, ${t.recipientId})`,
      t.createdAt,
      t.id,
    ),
  ],
);

/**
 * One row per member and person they exchanged messages with, pointing at the newest message
 * between them: the inbox reads a page of these in index order (decision 045). Kept by
 * triggers on `messages` (migration 0006), so every insert and delete keeps it true.
 */
export const conversations = pgTable(
  "conversations",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // The other person may have deleted their account: the row stays (decision 065).
    otherId: text("other_id").notNull(),
    lastMessageId: uuid("last_message_id").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.otherId] }),
    // Ascending: read backwards it is exactly ORDER BY last_at DESC, last_message_id DESC (NULLS FIRST).
    index("conversations_member_last_idx").on(t.memberId, t.lastAt, t.lastMessageId),
  ],
);

/**
 * One member blocking another (issue 28 item 3, decision 106): neither can write to the other,
 * and the blocked one no longer finds the blocker in pickers or search suggestions. Private to
 * the blocker: nothing shows the blocked member who blocked them. Gone with either account.
 */
export const memberBlocks = pgTable(
  "member_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // "Who blocked me": the other direction of every check.
    index("member_blocks_blocked_idx").on(t.blockedId, t.blockerId),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("user_roles_role_check", inList("role", ["admin", "moderator", "user"])),
    unique("user_roles_user_role_key").on(t.userId, t.role),
    index("user_roles_role_idx").on(t.role),
  ],
);

/** One row (id = 1): the alumni office's general settings. */
export const settings = pgTable(
  "settings",
  {
    id: integer("id").primaryKey().default(1),
    siteName: text("site_name").notNull().default("Alumni Portal"),
    contactEmail: text("contact_email").notNull().default("alumni@example.org"),
    maxUploadMb: integer("max_upload_mb").notNull().default(10),
    /** How sign-ups are admitted (decision 118): 'open', 'roll' (verified by the roll) or 'office'. */
    admissionMode: text("admission_mode").notNull().default("open"),
    // Spam brakes (issue 28 item 4, decision 120): new conversations a member may start a day,
    // and the lower allowance of an account in its first days.
    newConversationsPerDay: integer("new_conversations_per_day").notNull().default(20),
    newAccountDays: integer("new_account_days").notNull().default(7),
    newAccountConversationsPerDay: integer("new_account_conversations_per_day").notNull().default(5),
    // Scraping brakes (issue 28 item 5): directory, search and profile reads a client may make an hour.
    directoryReadsPerHour: integer("directory_reads_per_hour").notNull().default(600),
    /** The school's time zone (issue 29, decision 122): an IANA name. */
    timeZone: text("time_zone").notNull().default(SETTINGS_DEFAULTS.timeZone),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("settings_singleton_check", sql`${t.id} = 1`),
    check("settings_max_upload_check", sql`max_upload_mb BETWEEN 1 AND 100`),
    check("settings_admission_mode_check", sql`admission_mode IN ('open', 'roll', 'office')`),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
    // The activity log's record filter (issue 13).
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.createdAt),
  ],
);

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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files kept in the database (STORAGE=database, the default on PostgreSQL), so every
 * app server can serve every avatar. Avatars are small: re-encoded WebP of a few tens of KB.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/**
 * Counters of rate-limiter-flexible's Drizzle store (server/auth/throttles.ts): failed
 * sign-ins per account, e-mails per address; the request limits and roll invitations too. In
 * the database so every app server counts against the same budget. `expire` ends a counter's
 * window; rows that ended over an hour ago are deleted by the hourly `rate-limits-prune` job
 * (server/http/rate-limits-retention.ts, decision 141).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});
export * from "./tables/alumni-cup";
export * from "./tables/brakes";
export * from "./tables/check-in";
export * from "./tables/community-groups";
export * from "./tables/mail";
export * from "./tables/memoriam";
export * from "./tables/moderation";
export * from "./tables/newsletter";
export * from "./tables/notification-centre";
export * from "./tables/notifications";
export * from "./tables/reports";
export * from "./tables/school-roll";
