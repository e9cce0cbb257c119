/** Blocking another member (issue 28 item 3, decision 106): texts in the spec's style. */
export const BLOCK_MESSAGES = {
  block: "Block",
  unblock: "Unblock",
  confirmTitle: (name: string) => `Block ${name}?`,
  confirmText:
    "Neither of you will be able to message the other, and they will no longer find you in search suggestions or the message and mentor lists. They are not told that you blocked them. You can unblock them at any time.",
  blocked: (name: string) => `You blocked ${name}.`,
  unblocked: (name: string) => `You unblocked ${name}.`,
  failed: "Failed to update. Please try again.",
  /** The blocker's own conversation: why its composer is closed, and how to reopen it. */
  youBlocked: "You blocked this member. Unblock them to write again.",
  /** All the blocked member is ever told (the words). */
  cannotMessage: "You cannot message this member.",
  notFound: "Member not found",
  notYourself: "You cannot block yourself",
} as const;
