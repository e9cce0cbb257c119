import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "../auth-schema";

/**
 * Issue 15: chapters (city or interest groups the office creates), their members and assigned
 * moderators; mentoring requests; job postings and their reports. Decisions 070-073.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const chapters = pgTable(
  "chapters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    about: text("about"),
    createdAt: createdAt(),
  },
  (t) => [index("chapters_name_idx").on(t.name)],
);

export const chapterMembers = pgTable(
  "chapter_members",
  {
    chapterId: uuid("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.userId] }), index("chapter_members_user_idx").on(t.userId)],
);

/** Moderators the office assigned to a chapter: they approve or reject its proposed events (decision 071). */
export const chapterModerators = pgTable(
  "chapter_moderators",
  {
    chapterId: uuid("chapter_id")
      .notNull()
      .references(() => chapters.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.chapterId, t.userId] }),
    index("chapter_moderators_user_idx").on(t.userId),
  ],
);

export const mentoringRequests = pgTable(
  "mentoring_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    menteeId: text("mentee_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    mentorId: text("mentor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /**
     * A session completed counts for the Alumni Cup only once both sides have said so (issue 27,
     * decision 119): each side's confirmation, set on an accepted request.
     */
    mentorCompletedAt: timestamp("mentor_completed_at", { withTimezone: true }),
    menteeCompletedAt: timestamp("mentee_completed_at", { withTimezone: true }),
  },
  (t) => [
    check("mentoring_requests_status_check", sql`status IN ('pending', 'accepted', 'declined')`),
    check("mentoring_requests_not_self_check", sql`mentee_id <> mentor_id`),
    index("mentoring_requests_mentee_idx").on(t.menteeId, t.createdAt),
    index("mentoring_requests_mentor_idx").on(t.mentorId, t.createdAt),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    posterId: text("poster_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("opening"),
    title: text("title").notNull(),
    company: text("company").notNull(),
    location: text("location"),
    remote: boolean("remote").notNull().default(false),
    applyUrl: text("apply_url"),
    /** 'Message me': members contact the poster through the portal's messages. */
    messageMe: boolean("message_me").notNull().default(false),
    description: text("description"),
    /** Last day the posting is open (inclusive); the list filters on it at query time (decision 073). */
    closesOn: date("closes_on", { mode: "string" }).notNull(),
    status: text("status").notNull().default("open"),
    removedReason: text("removed_reason"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("jobs_status_check", sql`status IN ('open', 'closed', 'removed')`),
    check("jobs_kind_check", sql`kind IN ('opening', 'referral')`),
    index("jobs_status_closes_idx").on(t.status, t.closesOn),
    index("jobs_poster_idx").on(t.posterId, t.createdAt),
  ],
);

export const jobReports = pgTable(
  "job_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique("job_reports_job_reporter_key").on(t.jobId, t.reporterId)],
);
