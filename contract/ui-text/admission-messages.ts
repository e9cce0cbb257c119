/** Verified alumni (issue 26 item 3, decision 118): how sign-ups are admitted, in the spec's style. */
export const ADMISSION_TEXT = {
  settingLabel: "Who may join",
  modes: {
    open: "Open: every sign-up with a verified e-mail joins",
    roll: "Verified by the roll: sign-ups on the school roll join at once, others wait for approval",
    office: "Office approves everyone",
  },
  waitingTitle: "Your membership is waiting for the alumni office",
  waitingBody:
    "The alumni office checks new members against the school's records. Until it approves you, you can complete your profile, but you are not listed in the directory and cannot send messages.",
  declinedTitle: "The alumni office could not confirm your membership",
  declinedBody:
    "You are not listed in the directory and cannot send messages. If you think this is a mistake, write to the alumni office.",
  cannotMessageWaiting: "You can send messages once the alumni office has approved your membership.",
  recipientWaiting:
    "This member is waiting for the alumni office's approval and cannot receive messages yet.",
  notFound: "This sign-up was not found",
  notWaiting: "This sign-up has already been decided",
  notDeclined: "Only a waiting or declined sign-up can be approved",
  /** The mail to the member when the office decides (decision 125). */
  approvedMail: {
    subject: (siteName: string) => `Welcome to ${siteName}: your membership is approved`,
    body: "The alumni office has approved your membership. You are now listed in the directory and can send messages.",
    action: "Open the alumni portal",
  },
  declinedMail: {
    subject: (siteName: string) => `Your membership of ${siteName}`,
    body: "The alumni office could not confirm your membership. You are not listed in the directory and cannot send messages. If you think this is a mistake, write to the alumni office.",
    action: "Open the alumni portal",
  },
  queueTitle: "Sign-ups",
  queueDescription:
    "New members waiting for the office's approval. Approve those you know are former pupils; a declined sign-up can still be approved later.",
} as const;
