import { z } from "zod";
import { NEWS_ID_PATTERN } from "../../../contract/news";
import {
  NEWSLETTER_ARCHIVE_TEXT,
  type NewsletterArchiveIssueResponse,
  type NewsletterArchiveResponse,
} from "../../../contract/newsletter-archive";
import type { RoutesPlugin } from "../../deps";
import { notFound } from "../../errors";
import { findArchivedIssue, listArchive } from "./queries";

const archiveIdParams = z.object({ id: z.string() });

/**
 * The newsletter archive (issue 25, item 5). Kept for visitors only (`sharedAnswers:
 * "visitors"`): a visitor's answer holds only issues sent to all subscribers, and a member's
 * answer depends on their audience, so it is never kept or shared.
 */
export const newsletterArchiveRoutes: RoutesPlugin = (app, { db }) => {
  app.get(
    "/api/v1/newsletters",
    { config: { sharedAnswers: "visitors" } },
    async (req): Promise<NewsletterArchiveResponse> => ({
      issues: await listArchive(db, req.viewer?.user.id ?? null),
    }),
  );

  /** Not sent, another audience's or no such id: the same 404, so a link tells nothing. */
  app.get(
    "/api/v1/newsletters/:id",
    { schema: { params: archiveIdParams }, config: { sharedAnswers: "visitors" } },
    async (req): Promise<NewsletterArchiveIssueResponse> => {
      const issue = NEWS_ID_PATTERN.test(req.params.id)
        ? await findArchivedIssue(db, req.viewer?.user.id ?? null, req.params.id)
        : null;
      if (!issue) throw notFound(NEWSLETTER_ARCHIVE_TEXT.notFound);
      return { issue };
    },
  );
};
