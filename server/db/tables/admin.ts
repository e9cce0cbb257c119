// The office's side: user roles, the general settings row and the audit log.
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { SETTINGS_DEFAULTS } from "../../../contract/constants";
import { user } from "../auth-schema";
import { createdAt, inList } from "./columns";

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
