import { z } from "zod";

export const MAIL_LOG_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type MailLogStatus = (typeof MAIL_LOG_STATUSES)[number];

/** GET /api/v1/admin/mail: the mail log, newest first, optionally one status. */
export const adminMailLogQuerySchema = z.object({
  status: z.enum(MAIL_LOG_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

export interface AdminMailLogEntry {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: MailLogStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface AdminMailLogPage {
  items: AdminMailLogEntry[];
  total: number;
  page: number;
  page_size: number;
  /** How many mails are in each state (the whole log). */
  counts: Record<MailLogStatus, number>;
}

/** Texts of the mail area of Admin Settings. */
export const MAIL_TEXT = {
  /** The mail log's recipient of a classmate's invitation: its address is shown to nobody (decision 108). */
  hiddenInvitationAddress: "A classmate's address (hidden)",
  testSubject: (siteName: string) => `Test e-mail from ${siteName}`,
  testBody: (siteName: string) =>
    `This is a test e-mail from ${siteName}. If you can read it, the portal's mail works.`,
  testQueued: (email: string) => `Test e-mail queued for ${email}. Its state shows in the mail log below.`,
  testFailed: "Could not queue the test e-mail",
  logLoadFailed: "Failed to fetch the mail log",
  logEmpty: "No e-mails sent yet",
} as const;
