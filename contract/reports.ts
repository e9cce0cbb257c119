import { z } from "zod";
import { UUID_PATTERN } from "./profiles";
import { REPORT_TEXT } from "./ui-text/report-messages";

/** Reporting abuse (issue 28 items 1-2, decision 107). */

/** What a member can report: each is something another member wrote or set up. */
export const REPORT_SUBJECTS = ["message", "profile", "job", "event", "mentoring_request"] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

export const REPORT_REASONS = ["spam", "harassment", "false_information", "impersonation", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  harassment: "Harassment",
  false_information: "False information",
  impersonation: "Impersonation",
  other: "Other",
};

export const REPORT_NOTE_MAX = 1000;

export const reportBodySchema = z.object({
  subject_kind: z.enum(REPORT_SUBJECTS, { message: REPORT_TEXT.unknownSubject }),
  // Every reportable item has a UUID: anything else is refused before a query sees it.
  subject_id: z.string().trim().regex(UUID_PATTERN, REPORT_TEXT.unknownSubject),
  reason: z.enum(REPORT_REASONS, { message: REPORT_TEXT.chooseReason }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, REPORT_TEXT.noteTooLong)
    .nullish()
    .transform((v) => v || null),
});
export type ReportBody = z.input<typeof reportBodySchema>;
export type ReportInput = z.output<typeof reportBodySchema>;

export const REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The item as it was when reported: kept even if it is edited or deleted later. */
export interface ReportSnapshot {
  /** A line naming the item ("Message", "Job: Analyst at Acme" …). */
  title: string;
  /** Its words as they were (for a conversation, the reported person's latest messages). */
  lines: string[];
}

/** One report in the office's queue. */
export interface AdminReportDto {
  id: string;
  subject_kind: ReportSubject;
  subject_id: string;
  reason: ReportReason;
  note: string | null;
  snapshot: ReportSnapshot;
  status: ReportStatus;
  created_at: string;
  reporter: { user_id: string | null; display_name: string };
  reported: {
    user_id: string;
    display_name: string;
    /** Their history: every report about them, whatever became of it. */
    reports_total: number;
    /** Until when they are suspended: null when they are not, "until_lifted" when it has no end. */
    suspended_until: string | null;
  };
  resolved_at: string | null;
  /** Whether the reported item is hidden now (decision 112): only a message, a job or an event can be. */
  hidden: boolean;
}

/** One page of the queue, paged like every admin list. */
export interface AdminReportList {
  items: AdminReportDto[];
  total: number;
  page: number;
  page_size: number;
}

export const adminReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default("open"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /**
   * One chapter's reports only, by its slug (the chapter page's Reports, decision 126); within the
   * reviewer's scope still, so a chapter a moderator was not assigned to lists nothing.
   */
  chapter: z.string().trim().min(1).max(60).optional(),
});
