import { z } from "zod";
import { isoDateTime } from "./dates";
import type { MailLogStatus } from "./mail";

/** Admin, Newsletter: the issue being written (subject and Markdown body). */
export const newsletterDraftSchema = z.object({
  subject: z.string().trim().min(3, "Please enter a subject").max(200, "The subject is too long"),
  body: z.string().trim().min(10, "Please write the newsletter").max(50_000, "The newsletter is too long"),
});
export type NewsletterDraft = z.infer<typeof newsletterDraftSchema>;

/**
 * Who an issue goes to (issue 25). Nothing chosen: all subscribers. Any choice narrows it to the
 * members (signed-up, verified accounts) who match every choice — a house, a class year or a
 * range of years, a chapter's members, the members offering mentoring — and who receive the
 * newsletter (a confirmed subscription of their address, or News 'Immediately').
 */
export const year = z
  .number()
  .int("Please enter a year")
  .min(1900, "Please enter a year")
  .max(2100, "Please enter a year");
export const newsletterAudienceSchema = z
  .object({
    house: z.string().trim().min(1).max(100).optional(),
    year_from: year.optional(),
    year_to: year.optional(),
    chapter_id: z.string().uuid("Please choose a chapter").optional(),
    mentors: z.boolean().optional(),
  })
  .refine((a) => a.year_from === undefined || a.year_to === undefined || a.year_to >= a.year_from, {
    message: "The last year must not be before the first",
    path: ["year_to"],
  });
export type NewsletterAudience = z.infer<typeof newsletterAudienceSchema>;

/** The audience is every subscriber when nothing narrows it. */
export function isWholeList(a: NewsletterAudience): boolean {
  return !a.house && a.year_from === undefined && a.year_to === undefined && !a.chapter_id && !a.mentors;
}

/**
 * POST /api/v1/admin/newsletter: the draft, its audience and and the compose form's send key, made when the form
 * opens. A second send with the same key (a double click, a retried request, a second tab or
 * server) answers with the issue the first one made instead of sending again (decision 104).
 */
const scheduledForSchema = isoDateTime("Please choose a date and time");
export const newsletterSendSchema = newsletterDraftSchema.extend({
  audience: newsletterAudienceSchema.default({}),
  send_key: z.string().uuid("The send key must be a UUID").optional(),
  /** An instant (the form joins a date and time in the school's zone): start then, not now. */
  scheduled_for: scheduledForSchema.optional(),
});
export type NewsletterSend = z.infer<typeof newsletterSendSchema>;

/** PUT /api/v1/admin/newsletter/{id}: a scheduled issue's new words, audience and time. */
export const newsletterScheduleEditSchema = newsletterDraftSchema.extend({
  audience: newsletterAudienceSchema.default({}),
  scheduled_for: scheduledForSchema,
});
export type NewsletterScheduleEdit = z.infer<typeof newsletterScheduleEditSchema>;

/**
 * 'scheduled' until its start job runs (or the office cancels it); 'sent' once its mails are
 * queued; a group leader's issue is 'pending' until the office approves ('sent') or declines it
 * (decision 121).
 */
export const NEWSLETTER_ISSUE_STATES = ["scheduled", "cancelled", "sent", "pending", "declined"] as const;
export type NewsletterIssueState = (typeof NEWSLETTER_ISSUE_STATES)[number];

export interface NewsletterIssueSummary {
  id: string;
  subject: string;
  created_at: string;
  recipients: number;
  audience: NewsletterAudience;
  state: NewsletterIssueState;
  scheduled_for: string | null;
  sent_at: string | null;
  /** Mails of this issue in each state: the progress of its sending. */
  counts: Record<MailLogStatus, number>;
}

export interface NewsletterIssueDetail extends NewsletterIssueSummary {
  body: string;
  /** Per-recipient status (the first 200, failures first). */
  deliveries: Array<{ to: string; status: MailLogStatus; last_error: string | null; sent_at: string | null }>;
  /** The office's report (decision 121): counted from the issue's own mails, no tracking. */
  report: NewsletterIssueReport;
}

export interface NewsletterIssueReport {
  delivered: number;
  failed: number;
  /** Each failure reason with how many mails failed so, most first. */
  failure_reasons: Array<{ reason: string; count: number }>;
  /** Recipients who used this issue's own unsubscribe link. */
  unsubscribed: number;
}

export const NEWSLETTER_TEXT = {
  testQueued: (email: string) => `Test newsletter queued for ${email}`,
  testButton: "Send a test to me",
  /** The test's footer: it went to nobody else and counts for nothing. */
  testFooter: "This is a test sent only to you. The newsletter has not been sent to anyone.",
  scheduled: (when: string) => `Scheduled for ${when}`,
  scheduleSaved: "The scheduled newsletter was saved",
  scheduleCancelled: "The scheduled newsletter was cancelled",
  scheduleInPast: "Please choose a time in the future",
  alreadyStarted:
    "This newsletter has already started sending or was cancelled; it can no longer be changed.",
  sendStarted: (n: number) => `Newsletter is being sent to ${n.toLocaleString("en-US")} recipients`,
  sendFailed: "Failed to send the newsletter",
  audienceCount: (n: number) =>
    `This will go to ${n.toLocaleString("en-US")} ${n === 1 ? "person" : "people"}`,
  audienceCounting: "Counting the audience…",
  audienceCountFailed: "Could not count the audience. Check the choices or try again.",
  keyReused: "This send key belongs to another newsletter. Reload the page to write a new one.",
  testFailed: "Failed to send the test e-mail",
  loadFailed: "Failed to fetch newsletters",
  noIssues: "No newsletters sent yet",
  unsubscribed: "You are unsubscribed from the newsletter.",
  footer: (siteName: string) =>
    `You receive this newsletter from ${siteName} because you subscribed to it or chose it in your notification settings.`,
} as const;

/** GET /api/v1/newsletter/subscription?token=…: what a mailed link's landing page shows. */
export type NewsletterLinkState = "pending" | "subscribed" | "unsubscribed";
export interface NewsletterLinkInfo {
  email: string;
  state: NewsletterLinkState;
}

/**
 * The landing pages of the mailed links (/newsletter/confirm, /newsletter/unsubscribe): opening
 * one changes nothing (a mail scanner follows links); its one button POSTs (issue 11, item 5).
 */
export const NEWSLETTER_LINK_TEXT = {
  confirm: {
    title: "Confirm Your Subscription",
    lead: (email: string, siteName: string) =>
      `Receive the ${siteName} newsletter at ${email}? Nothing changes until you press the button.`,
    button: "Confirm my subscription",
    already: "You are already subscribed to the newsletter.",
  },
  unsubscribe: {
    title: "Unsubscribe from the Newsletter",
    lead: (email: string, siteName: string) =>
      `Stop sending the ${siteName} newsletter to ${email}? Nothing changes until you press the button.`,
    button: "Unsubscribe",
    already: "You are already unsubscribed from the newsletter.",
  },
  badLinkHint:
    "The link may be old or already replaced by a newer one. You can subscribe again on the home page.",
  loadFailed: "Failed to load the newsletter link",
  actionFailed: "Something went wrong. Please try again.",
  home: "Return to Home",
} as const;
