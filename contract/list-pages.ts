import { z } from "zod";
import { LIST_PAGE_SIZE, MAX_LIST_PAGE } from "./constants";
import { blankToUndefined } from "./query-text";

export { LIST_PAGE_SIZE, MAX_LIST_PAGE };

/** The `page` query parameter of a paged list: optional; outside 1…max a 400 that says so. */
export const pageParamUpTo = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "page must be a whole number" })
      .int("page must be a whole number")
      .min(1, "page must be at least 1")
      .max(max, `page must be at most ${max}`)
      .optional(),
  );

export const listPageParam = pageParamUpTo(MAX_LIST_PAGE);

/** Where a paged answer stands: every match of its filters (`total`), this page and the last. */
export interface ListPageInfo {
  total: number;
  page: number;
  pages: number;
}

export function listPageInfo(total: number, page: number, size = LIST_PAGE_SIZE): ListPageInfo {
  return { total, page, pages: Math.max(1, Math.ceil(total / size)) };
}
