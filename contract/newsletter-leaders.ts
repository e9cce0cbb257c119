import { z } from "zod";
import {
  type NewsletterAudience,
  type NewsletterIssueSummary,
  newsletterDraftSchema,
  year,
} from "./newsletter";

/**
 * Group leaders' newsletters (issue 25, item 4; decision 121): a chapter's moderators write to
 * the chapter's members, a class representative to the members of their class year. The leader
 * names the group; the server checks it is theirs and makes the audience from it.
 */
export const leaderGroupSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("chapter"), chapter_id: z.uuid("Please choose a chapter") }),
  z.object({ kind: z.literal("year"), year }),
]);
export type LeaderGroupChoice = z.infer<typeof leaderGroupSchema>;
export type LeaderGroup =
  | { kind: "chapter"; chapter_id: string; name: string }
  | { kind: "year"; year: number };

/** The audience a leader's group stands for: the send's own audience rules (decision 104). */
export function audienceOfGroup(group: LeaderGroupChoice): NewsletterAudience {
  return group.kind === "chapter"
    ? { chapter_id: group.chapter_id }
    : { year_from: group.year, year_to: group.year };
}

/** POST /api/v1/leader/newsletter (and …/test, …/audience take the same group). */
export const leaderNewsletterSendSchema = newsletterDraftSchema.extend({
  group: leaderGroupSchema,
  send_key: z.string().uuid("The send key must be a UUID").optional(),
});
export type LeaderNewsletterSend = z.infer<typeof leaderNewsletterSendSchema>;

/** GET /api/v1/leader/newsletter: the leader's groups, whether the office trusts them, their issues. */
export interface LeaderNewsletterHome {
  groups: LeaderGroup[];
  trusted: boolean;
  issues: LeaderIssue[];
}
export interface LeaderIssue extends NewsletterIssueSummary {
  decline_reason: string | null;
}

/** GET /api/v1/admin/newsletter/approvals: leaders' issues waiting for the office. */
export interface NewsletterApproval extends NewsletterIssueSummary {
  body: string;
  author: { id: string; name: string } | null;
}

/** POST /api/v1/admin/newsletter/{id}/decline */
export const newsletterDeclineSchema = z.object({
  reason: z.string().trim().min(3, "Please say why").max(500, "The reason is too long"),
});

/** PUT /api/v1/admin/newsletter/class-representatives/{year}: the member, by e-mail address. */
export const classRepresentativeSchema = z.object({
  email: z.string().trim().toLowerCase().email("Please enter the member's e-mail address"),
});
export const classYearParams = z.object({ year: z.coerce.number().pipe(year) });

/** PUT /api/v1/admin/newsletter/leaders/{userId}/trust */
export const leaderTrustSchema = z.object({ trusted: z.boolean() });

/** GET /api/v1/admin/newsletter/leaders: the office's list of group leaders. */
export interface NewsletterLeaders {
  class_representatives: Array<{
    year: number;
    user_id: string;
    name: string;
    email: string;
    trusted: boolean;
  }>;
  chapter_moderators: Array<{
    chapter_id: string;
    chapter: string;
    user_id: string;
    name: string;
    trusted: boolean;
  }>;
}

export const LEADER_NEWSLETTER_TEXT = {
  title: "Write to your group",
  notLeader: "Only a chapter's moderators and class representatives can write to a group.",
  notYourGroup: "You can only write to your own chapter or class year.",
  submitted: "Sent to the alumni office for approval",
  sentNow: (n: number) => `Newsletter is being sent to ${n.toLocaleString("en-US")} recipients`,
  awaitingApproval: "Waiting for the office's approval",
  declined: (reason: string) => `Declined by the office: ${reason}`,
  trustedNote: "The office trusts you: your newsletter is sent at once.",
  approvalNote: "The alumni office approves each newsletter before it is sent.",
  approve: "Approve & send",
  decline: "Decline",
  declineReason: "Reason (the leader sees it)",
  notPending: "This newsletter is no longer waiting for approval.",
  noApprovals: "No newsletters are waiting for approval",
  noMember: "No member has this e-mail address",
  classRepresentative: (year: number) => `Class representative, ${year}`,
  chapterGroup: (name: string) => `Chapter: ${name}`,
  yearGroup: (year: number) => `Class of ${year}`,
} as const;
