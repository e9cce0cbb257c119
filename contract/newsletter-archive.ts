/**
 * The newsletter archive at /newsletters (issue 25, item 5; decision 113): sent issues, each with
 * its own page. Without zod, as the other public pages' contracts (the public pages' script budget).
 */

/** GET /api/v1/newsletters: the sent issues this viewer may read, newest first. */
export interface NewsletterArchiveItem {
  id: string;
  subject: string;
  sent_at: string;
  /** Sent to a narrowed audience: shown only to signed-in members of that audience. */
  members_only: boolean;
}
export interface NewsletterArchiveResponse {
  issues: NewsletterArchiveItem[];
}

/** GET /api/v1/newsletters/{id}: one issue; 404 for anyone outside its audience. */
export interface NewsletterArchiveIssueResponse {
  issue: NewsletterArchiveItem & { body: string };
}

export const NEWSLETTER_ARCHIVE_TEXT = {
  title: "Newsletters",
  lead: "Past issues of the newsletter.",
  empty: "No newsletters yet",
  loadFailed: "Failed to load the newsletters",
  notFound: "Newsletter not found",
  notFoundHint: "It may be for members of another group, or the link may be wrong.",
  membersOnly: "Members only",
  back: "All newsletters",
} as const;
