import { type NewsArticleResponse, newsIdParamsSchema, newsListQuerySchema } from "../../../contract/news";
import { SCREEN_MESSAGES } from "../../../contract/ui-text";
import type { RoutesPlugin } from "../../deps";
import { notFound } from "../../errors";
import { findPublishedArticle, listPublishedNews } from "./queries";

export const newsRoutes: RoutesPlugin = (app, { db }) => {
  app.get(
    "/api/v1/news",
    { schema: { querystring: newsListQuerySchema }, config: { sharedAnswers: "everyone" } },
    async (req) => listPublishedNews(db, req.query),
  );

  /** The public article page (issue 8): a published article to anyone; anything else is 404. */
  app.get(
    "/api/v1/news/:id",
    { schema: { params: newsIdParamsSchema }, config: { sharedAnswers: "everyone" } },
    async (req): Promise<NewsArticleResponse> => {
      const article = await findPublishedArticle(db, req.params.id);
      if (!article) throw notFound(SCREEN_MESSAGES.articleNotFound);
      return { article };
    },
  );
};
