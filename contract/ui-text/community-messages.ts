/** Home actions: Share an Achievement and Subscribe to Newsletter (spec §2 Home, action not shown). */
export const COMMUNITY_MESSAGES = {
  achievementShared: "Thank you! Your achievement has been sent to the alumni office for review.",
  achievementFailed: "Failed to share your achievement. Please try again.",
  newsletterCheckEmail: "Almost done: please check your email to confirm your subscription.",
  newsletterFailed: "Failed to subscribe. Please try again.",
  newsletterConfirmed: "You are subscribed to the newsletter. Thank you!",
  newsletterUnsubscribed: "You have been unsubscribed from the newsletter.",
  newsletterBadLink: "This newsletter link is no longer valid.",
} as const;
