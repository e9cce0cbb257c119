/** Spam and scraping brakes (issue 28 items 4-5, decision 120): texts in the spec's style. */
export const BRAKE_TEXT = {
  /** A member who started as many new conversations as the day allows. */
  newConversationLimit: (limit: number, newAccountDays: number | null) =>
    newAccountDays === null
      ? `You have reached today's limit of ${limit} new conversations. Replies are not limited.`
      : `You have reached today's limit of ${limit} new conversations. Replies are not limited, and new accounts have a lower limit for their first ${newAccountDays} days.`,
  /** Under a held message, its sender reads "Hidden by the alumni office: " and this. */
  heldReason: "held for review, because the same message went to several members you had not talked with.",
  /** The office's note on the report the spam brake files. */
  heldNote: (recipients: number) =>
    `Held automatically by the spam brake: the same text went to ${recipients} members this sender had never talked with in 24 hours. Show it again to deliver it; dismiss to keep it held.`,
  /** In a mail quoting a message whose links are inert: stands for each web address (second review, M3). */
  linkWithheld: "[link: read the message on the portal]",
  /** Too many directory, search or profile reads. */
  tooManyReads:
    "You have looked up more profiles than the portal allows in an hour. Please wait a while and try again.",
} as const;
