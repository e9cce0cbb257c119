import { z } from "zod";
import { LIST_PAGE_SIZE, MAX_LIST_PAGE } from "./constants";
import { blankToUndefined } from "./query-text";

export { LIST_PAGE_SIZE, MAX_LIST_PAGE };

/** The `page` query parameter of a paged list: optional; outside 1…MAX_LIST_PAGE a 400 that says so. */
export const listPageParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: "page must be a whole number" })
    .int("page must be a whole number")
    .min(1, "page must be at least 1")
    .max(MAX_LIST_PAGE, `page must be at most ${MAX_LIST_PAGE}`)
    .optional(),
);

/** Where a paged answer stands: every match of its filters (`total`), this page and the last. */
export interface ListPageInfo {
  total: number;
  page: number;
  pages: number;
}

export function listPageInfo(total: number, page: number, size = LIST_PAGE_SIZE): ListPageInfo {
  return { total, page, pages: Math.max(1, Math.ceil(total / size)) };
}
