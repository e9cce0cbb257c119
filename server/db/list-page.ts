import { sql } from "drizzle-orm";
import { LIST_PAGE_SIZE, type ListPageInfo, listPageInfo } from "../../contract/list-pages";

/**
 * Paged public lists (issue 22, decision 131): one statement per page, its rows and the number
 * of every match at once. `count(*) OVER ()` is counted before LIMIT/OFFSET cut the page, so
 * the total is true without a second query.
 */
export const totalMatches = () => sql<number>`count(*) OVER ()`.mapWith(Number).as("total_matches");

/** LIMIT and OFFSET of a page (1-based). */
export const pageWindow = (page: number) => ({ limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE });

/**
 * The page's place in the list, from the total its rows carry. A page past the end has no row
 * to carry it: only then is the list counted by itself (`countAll`), so a stale `?page=` link
 * still shows the true total beside its empty page.
 */
export async function pageInfoOf(
  rows: ReadonlyArray<{ totalMatches: number }>,
  page: number,
  countAll: () => Promise<number>,
): Promise<ListPageInfo> {
  const total = rows[0]?.totalMatches ?? (page > 1 ? await countAll() : 0);
  return listPageInfo(total, page);
}
