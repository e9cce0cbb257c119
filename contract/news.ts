import { z } from "zod";
import { LIMITS } from "./constants";
import type { NewsDto } from "./dto";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** GET /api/v1/news: published articles only, newest first. */
export const newsListQuerySchema = z.object({
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(LIMITS.searchTextMax, "Search text is too long").optional(),
  ),
  category: z.preprocess(blankToUndefined, z.string().trim().max(60).optional()),
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(LIMITS.homeNewsFetched),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

export interface NewsListResponse {
  items: NewsDto[];
  /** All published articles (the M of 'Showing N of M articles'). */
  total: number;
  /** Categories of the published articles, for the filter. */
  categories: string[];
}
