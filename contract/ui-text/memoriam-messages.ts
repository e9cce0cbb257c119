/** In memoriam (issue 26 item 4, decision 109): texts in the spec's style, quiet and plain. */
export const MEMORIAM_TEXT = {
  inform: "Inform the office of a death",
  title: (name: string) => `Inform the office of the death of ${name}`,
  description:
    "The alumni office will verify what you tell them before anything changes on the portal. Thank you for letting us know.",
  note: "What you know (how you heard, the date if you know it)",
  link: "A link to a notice or obituary (optional)",
  send: "Inform the office",
  received: "Thank you for letting us know. The alumni office will verify it with care.",
  failed: "Your message could not be sent. Please try again.",
  noteRequired: "Please tell the office what you know",
  noteTooLong: "Notes are limited to 1000 characters",
  linkInvalid: "Please enter a valid web address",
  yearInvalid: "Please enter a valid year of death",
  notFound: "This profile was not found or is no longer available",
  ownProfile: "You cannot report your own death",
  alreadyRemembered: "The office has already confirmed this. The profile is in memoriam.",
  noticeNotFound: "This notice was not found",
  cannotMessage: "This alumnus is remembered in memoriam and cannot receive messages.",
  signInClosed: "This account is no longer in use.",
  mailWithheld: "Not sent: the addressee is remembered in memoriam (decision 109).",
} as const;
