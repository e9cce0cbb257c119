import { absoluteImageUrl, articleDescription, newsArticleStructuredData } from "../../../contract/news";
import { SCREEN_MESSAGES } from "../../../contract/ui-text";
import { sharedRead } from "../../cache/shared-reads";
import type { PageMetaRoute } from "../../pages/page-meta";
import { findPublishedArticle } from "./queries";

/**
 * Title, description, Open Graph tags and schema.org NewsArticle of /news and /news/{id}, in
 * the served HTML. An article that is not published (or does not exist) is a 404 page that
 * says only 'Article not found': a draft's title never leaves through here.
 */
/** A published article, the same for everyone: a member's /news/{id} (the shell) costs no statement. */
const publishedArticle = sharedRead("published-article", (db, id: string) => findPublishedArticle(db, id));

export const newsPageMeta: PageMetaRoute[] = [
  {
    pattern: /^\/news\/?$/,
    resolve: async () => ({
      title: "Latest News",
      description: "News from the school and its alumni: achievements, reunions, the House Cup and more.",
    }),
  },
  {
    pattern: /^\/news\/[^/]+\/?$/,
    resolve: async (url, { sharedReads }, _viewer, siteName) => {
      const id = decodeURIComponent(url.pathname.split("/")[2] ?? "");
      const article = await sharedReads.read(publishedArticle, id);
      if (!article) {
        return {
          title: SCREEN_MESSAGES.articleNotFound,
          description: SCREEN_MESSAGES.articleNotFoundDetail,
          status: 404,
        };
      }
      const pageUrl = `${url.origin}${url.pathname}`;
      return {
        title: article.title,
        description: articleDescription(article),
        image: absoluteImageUrl(article.image_url, pageUrl) ?? undefined,
        ogType: "article",
        jsonLd: newsArticleStructuredData(article, { url: pageUrl, siteName }),
      };
    },
  },
];
