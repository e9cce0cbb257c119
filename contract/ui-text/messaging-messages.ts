/** Spec §8 "Messaging". */
export const MESSAGING_MESSAGES = {
  sendFailed: "Failed to send message. Please try again.",
  sentTitle: "Message Sent Successfully",
  sentText: (name: string) => `Your message has been sent to ${name}.`,
  recipientClosed: "This alumnus is not accepting messages.",
  /** The other person deleted their account; the conversation stays readable (decision 065). */
  recipientDeleted: "This member has deleted their account and can no longer receive messages.",
  /** Under a message the server did not take (decision 094). */
  notSent: "Not sent",
  retry: "Retry",
  discard: "Discard",
  tooLong: "Messages are limited to 1000 characters",
} as const;
