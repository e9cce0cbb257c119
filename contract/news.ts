import { z } from "zod";
import { LIMITS } from "./constants";
import type { NewsDto } from "./dto";
import { type ListPageInfo, listPageParam } from "./list-pages";
import { blankToUndefined, searchTextSchema } from "./query-text";

/** The category of member achievements (Share an Achievement), the one the office's own articles use. */
export const ACHIEVEMENT_CATEGORY = "Achievements";
/**
 * Names older rows carry for one of today's categories (decision 097): achievements shared before
 * issue 21 were filed as 'Achievement'. Read, filtered and counted as the one category; no
 * migration rewrites them (an edit by the office saves the canonical name).
 */
const CATEGORY_ALIASES: Readonly<Record<string, string>> = { Achievement: ACHIEVEMENT_CATEGORY };

export function canonicalNewsCategory(category: string): string {
  return CATEGORY_ALIASES[category] ?? category;
}

/** Every stored name that reads as this category (itself and its older names). */
export function newsCategoryNames(category: string): string[] {
  const canonical = canonicalNewsCategory(category);
  return [canonical, ...Object.keys(CATEGORY_ALIASES).filter((old) => CATEGORY_ALIASES[old] === canonical)];
}

/** GET /api/v1/news: published articles only, newest first. */
export const newsListQuerySchema = z.object({
  search: searchTextSchema,
  category: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.filterNameMax).optional()),
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(LIMITS.homeNewsFetched),
  /** One page of LIST_PAGE_SIZE articles, with the number of every match (issue 22); `limit` is then unused. */
  page: listPageParam,
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export interface NewsListResponse {
  items: NewsDto[];
  /** All published articles (the M of 'Showing N of M articles'). */
  total: number;
  /** Categories of the published articles, for the filter. */
  categories: string[];
  /** Only when a `page` was asked: the articles matching the search and category, and the pages. */
  found?: ListPageInfo;
}

/** GET /api/v1/news/{id}: one published article. Any id that is not one answers 404. */
export const newsIdParamsSchema = z.object({ id: z.string() });
export type NewsIdParams = z.infer<typeof newsIdParamsSchema>;

/** Article ids are UUIDs; anything else is simply not found (never a 500 from the database). */
export const NEWS_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewsArticleResponse {
  article: NewsDto;
}

// The article page's description, structured data and JSON-LD text live without zod in
// news-page.ts, so the public article page does not load the schemas (issue 12's budget).
export {
  absoluteImageUrl,
  articleDescription,
  jsonLdText,
  NEWS_AUTHOR_FALLBACK,
  newsArticleStructuredData,
} from "./news-page";
