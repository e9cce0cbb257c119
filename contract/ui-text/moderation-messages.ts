/** The office's actions on a report (issue 28 item 2, decision 112): texts in the spec's style. */
export const MODERATION_TEXT = {
  reasonRequired: "Please say why",
  reasonTooLong: "Keep it under 500 characters",
  warningRequired: "Please write the warning",
  warningTooLong: "Keep the warning under 2000 characters",
  daysInvalid: "Choose between 1 and 365 days, or until lifted",
  notHideable: "Only a message, a job or an event can be hidden. To stop a member, suspend them.",
  alreadyHidden: "This item is already hidden.",
  notHidden: "This item is not hidden.",
  itemGone: "This item no longer exists.",
  officeOnly: "Only the alumni office can do this.",
  alreadySuspended: "This member is already suspended. Lift the suspension first to change it.",
  notSuspended: "This member is not suspended.",
  memberNotFound: "Member not found",
  /** A chapter moderator undoing what the office did to a report (second review, M2). */
  officeDecided: "The alumni office acted on this report. Only the office can change what it decided.",
  cannotSuspendSelf: "You cannot suspend your own account.",
  cannotSuspendLastAdmin:
    "This is the portal's last administrator: add another before suspending this account.",
  /** The sign-in refusal: the password was right, the account is suspended. */
  suspended: (until: string | null) =>
    until
      ? `Your account is suspended until ${until}. Contact the alumni office if you have questions.`
      : "Your account is suspended. Contact the alumni office if you have questions.",
  /** What the sender of a hidden message sees in place of it. */
  hiddenMessage: (reason: string) => `Hidden by the alumni office: ${reason}`,
  hiddenTitle: (what: string) => `Your ${what} was hidden`,
  warningTitle: "A warning from the alumni office",
} as const;
