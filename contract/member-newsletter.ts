// No zod here: the home page reads these texts, within its JavaScript budget (issue 12).

/**
 * GET /api/v1/me/newsletter: whether the signed-in member receives the newsletter (decision 097).
 * An issue goes to every confirmed subscription and to every member whose News setting is
 * 'Immediately' (decision 051): either one makes them subscribed.
 */
export interface MemberNewsletterStatus {
  email: string;
  state: "subscribed" | "pending" | "not-subscribed";
  /** Why they are subscribed: their confirmed address, or News set to 'Immediately'. */
  through: "address" | "news-setting" | null;
}

export const MEMBER_NEWSLETTER_TEXT = {
  subscribed: (email: string) => `You are subscribed to the newsletter at ${email}.`,
  throughNews: "You receive it because News is set to 'Immediately' in your notification settings.",
  stopHint: "Every newsletter ends with a link to unsubscribe.",
  pending: (email: string) => `Almost done: confirm your subscription with the link we sent to ${email}.`,
  notSubscribed: "You are not subscribed to the newsletter.",
  loadFailed: "Could not load your newsletter subscription",
} as const;
