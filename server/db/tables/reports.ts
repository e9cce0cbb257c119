import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { ReportSnapshot } from "../../../contract/reports";
import { user } from "../auth-schema";
import { chapters } from "./community-groups";

/**
 * A member's report of something another member wrote or set up (issue 28, decision 107).
 * The reported item is named by kind and id and copied into `snapshot` as the reporter saw it,
 * so the office reviews what was reported even after an edit or a delete. The reported member
 * is kept by id without a foreign key (their history of reports outlives a deleted item).
 * `chapter_id` scopes an event proposal's report to that chapter's moderators.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id").notNull(),
    subjectUserId: text("subject_user_id").notNull(),
    chapterId: uuid("chapter_id").references(() => chapters.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    note: text("note"),
    snapshot: jsonb("snapshot").$type<ReportSnapshot>().notNull(),
    status: text("status").notNull().default("open"),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "reports_subject_kind_check",
      sql`subject_kind IN ('message', 'profile', 'job', 'event', 'mentoring_request')`,
    ),
    check(
      "reports_reason_check",
      sql`reason IN ('spam', 'harassment', 'false_information', 'impersonation', 'other')`,
    ),
    check("reports_status_check", sql`status IN ('open', 'dismissed', 'actioned')`),
    // One report per person per item: a second one changes nothing (a double tap).
    unique("reports_reporter_subject_key").on(t.reporterId, t.subjectKind, t.subjectId),
    // The queue: one status, newest first.
    index("reports_status_created_idx").on(t.status, t.createdAt),
    // A member's history of reports.
    index("reports_subject_user_idx").on(t.subjectUserId, t.createdAt),
  ],
);
