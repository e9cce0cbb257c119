import { z } from "zod";
import type { MailLogStatus } from "./mail";

/** Admin, Newsletter: the issue being written (subject and Markdown body). */
export const newsletterDraftSchema = z.object({
  subject: z.string().trim().min(3, "Please enter a subject").max(200, "The subject is too long"),
  body: z.string().trim().min(10, "Please write the newsletter").max(50_000, "The newsletter is too long"),
});
export type NewsletterDraft = z.infer<typeof newsletterDraftSchema>;

export interface NewsletterIssueSummary {
  id: string;
  subject: string;
  created_at: string;
  recipients: number;
  /** Mails of this issue in each state: the progress of its sending. */
  counts: Record<MailLogStatus, number>;
}

export interface NewsletterIssueDetail extends NewsletterIssueSummary {
  body: string;
  /** Per-recipient status (the first 200, failures first). */
  deliveries: Array<{ to: string; status: MailLogStatus; last_error: string | null; sent_at: string | null }>;
}

export const NEWSLETTER_TEXT = {
  testQueued: (email: string) => `Test newsletter queued for ${email}`,
  sendStarted: (n: number) => `Newsletter is being sent to ${n.toLocaleString("en-US")} recipients`,
  sendFailed: "Failed to send the newsletter",
  testFailed: "Failed to send the test e-mail",
  loadFailed: "Failed to fetch newsletters",
  noIssues: "No newsletters sent yet",
  unsubscribed: "You are unsubscribed from the newsletter.",
  footer: (siteName: string) =>
    `You receive this newsletter from ${siteName} because you subscribed to it or chose it in your notification settings.`,
} as const;
