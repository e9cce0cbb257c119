/**
 * The words of the daily and weekly digest mails (issue 11): the section headings in their
 * order, each line as it reads, and the mail's frame. The server's queries return the facts
 * (a count, names, a title, a status); the sentences are built here, not in SQL.
 */
export const DIGEST_TEXT = {
  sections: [
    "Unread messages",
    "Your event proposals",
    "Upcoming events you are going to",
    "New alumni from your house or year",
    "News",
    "Mentoring",
  ],
  /** "2 unread messages from Alice Rao, Bob Shah" */
  unreadMessages: (count: number, senders: readonly string[]) =>
    `${count} unread message${count > 1 ? "s" : ""} from ${senders.join(", ")}`,
  /** '"Alumni Walk" was approved' / '… was not approved' */
  proposalAnswer: (title: string, approved: boolean) =>
    `"${title}" was ${approved ? "approved" : "not approved"}`,
  /** "Alumni Walk, <when>" (when: the event's time as the reminders state it) */
  upcomingEvent: (title: string, when: string) => `${title}, ${when}`,
  /** "Nina Rao (Tagore House, class of 2015)": what the new alumnus shares with the reader. */
  newAlumnus: (name: string, shared: string | null) => (shared ? `${name} (${shared})` : name),
  subject: (period: string, siteName: string) => `Your ${period} digest from ${siteName}`,
  heading: (name: string) => `Hello ${name}, here is what is new`,
  open: (siteName: string) => `Open ${siteName}`,
  why: (period: string) => `You get this ${period} digest because you chose it in My Profile, Notifications.`,
  settingsLink: "Change notification settings",
} as const;

export type DigestSection = (typeof DIGEST_TEXT.sections)[number];
