/** Spec §8 "Messaging". */
export const MESSAGING_MESSAGES = {
  sendFailed: "Failed to send message. Please try again.",
  sentTitle: "Message Sent Successfully",
  sentText: (name: string) => `Your message has been sent to ${name}.`,
  recipientClosed: "This alumnus is not accepting messages.",
  tooLong: "Messages are limited to 1000 characters",
} as const;
