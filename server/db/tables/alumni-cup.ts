import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth-schema";
import { jobs } from "./community-groups";

/**
 * The Alumni House Cup's rules (issue 27, item 6; decision 119), set by the office: the points
 * each kind of engagement earns, the most one person can earn in a month, and the season (null
 * dates: the current school year). One row; absent, the defaults below apply.
 */
export const alumniCupSettings = pgTable(
  "alumni_cup_settings",
  {
    id: integer("id").primaryKey().default(1),
    attendedPoints: integer("attended_points").notNull().default(1),
    mentoringPoints: integer("mentoring_points").notNull().default(3),
    invitationPoints: integer("invitation_points").notNull().default(5),
    monthlyCap: integer("monthly_cap").notNull().default(10),
    /** A job posted in the season that another member said they were interested in (decision 119). */
    jobPoints: integer("job_points").notNull().default(2),
    seasonStart: date("season_start", { mode: "string" }),
    seasonEnd: date("season_end", { mode: "string" }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("alumni_cup_settings_singleton_check", sql`${t.id} = 1`),
    check(
      "alumni_cup_settings_points_check",
      sql`attended_points BETWEEN 0 AND 100 AND mentoring_points BETWEEN 0 AND 100
        AND invitation_points BETWEEN 0 AND 100 AND monthly_cap BETWEEN 1 AND 1000`,
    ),
    check("alumni_cup_settings_job_points_check", sql`job_points BETWEEN 0 AND 100`),
    check(
      "alumni_cup_settings_season_check",
      sql`season_start IS NULL OR season_end IS NULL OR season_start < season_end`,
    ),
  ],
);

/**
 * "I'm interested" on a job (issue 27 item 6, decision 119): one row per member per job, never
 * the poster's own. The poster sees how many; nobody sees who. A job with one earns its poster
 * the Alumni Cup's job points.
 */
export const jobInterests = pgTable(
  "job_interests",
  {
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] }), index("job_interests_user_idx").on(t.userId)],
);
