/** Reporting abuse (issue 28, decision 107): texts in the spec's style. */
export const REPORT_TEXT = {
  /** Who reported, as a chapter moderator's queue says it (the office sees the name). */
  someMember: "A member",
  report: "Report",
  title: (what: string) => `Report ${what}`,
  description: "Tell the alumni office what is wrong. The person you report is not told who reported them.",
  reason: "Reason",
  note: "Anything the office should know (optional)",
  send: "Send report",
  received: "Thank you. The alumni office will review your report.",
  failed: "Your report could not be sent. Please try again.",
  chooseReason: "Please choose a reason",
  unknownSubject: "This item cannot be reported",
  noteTooLong: "Notes are limited to 1000 characters",
  notFound: "This item was not found or is no longer available",
  ownItem: "You cannot report your own content",
} as const;
