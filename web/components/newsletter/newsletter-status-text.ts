import { type MemberNewsletterStatus, MEMBER_NEWSLETTER_TEXT as T } from "@contract/member-newsletter";

/** What a member is told of their newsletter subscription: the state, then why or what next. */
export function newsletterStatusLines(status: MemberNewsletterStatus): [string, string | null] {
  if (status.state === "subscribed")
    return [T.subscribed(status.email), status.through === "news-setting" ? T.throughNews : T.stopHint];
  if (status.state === "pending") return [T.pending(status.email), null];
  return [T.notSubscribed, null];
}
