import { and, desc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { NewsDto } from "../../../contract/dto";
import {
  canonicalNewsCategory,
  NEWS_ID_PATTERN,
  type NewsListQuery,
  type NewsListResponse,
  newsCategoryNames,
} from "../../../contract/news";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like";
import { pageInfoOf, pageWindow, totalMatches } from "../../db/list-page";
import { news } from "../../db/schema";
import { presentPublicNews } from "../../presenters/content";

/** Only published articles ever leave through here (spec §4 News; admins use /admin/news). */
const published = eq(news.published, true);

/**
 * Published news, newest first, with optional search (title or summary) and category. With
 * `page` (issue 22): that page of LIST_PAGE_SIZE articles and the number of every match, from
 * the same statement (server/db/list-page.ts); without it the first `limit`, as before.
 */
export async function listPublishedNews(db: Db, q: NewsListQuery): Promise<NewsListResponse> {
  const conditions: SQL[] = [published];
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(news.title, pattern), ilike(news.summary, pattern)) as SQL);
  }
  if (q.category) conditions.push(inArray(news.category, newsCategoryNames(q.category)));
  const where = and(...conditions);
  const window = q.page ? pageWindow(q.page) : { limit: q.limit, offset: 0 };
  const [rows, [summary]] = await Promise.all([
    db
      .select({ ...getTableColumns(news), totalMatches: totalMatches() })
      .from(news)
      .where(where)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({
        total: sql<number>`count(*)::int`,
        categories: sql<string[] | null>`array_agg(DISTINCT ${news.category} ORDER BY ${news.category})`,
      })
      .from(news)
      .where(published),
  ]);
  return {
    items: rows.map(presentPublicNews),
    total: Number(summary?.total ?? 0),
    // An older name of a category is offered once, as the category (decision 097).
    categories: [...new Set((summary?.categories ?? []).map(canonicalNewsCategory))].sort(),
    ...(q.page ? { found: await pageInfoOf(rows, q.page, () => db.$count(news, where)) } : {}),
  };
}

/**
 * One published article by id, or null when there is none to show: unknown, unpublished, or
 * an id that is not a UUID (never reaches the database, so never a 500).
 */
export async function findPublishedArticle(db: Db, id: string): Promise<NewsDto | null> {
  if (!NEWS_ID_PATTERN.test(id)) return null;
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), published))
    .limit(1);
  return row ? presentPublicNews(row) : null;
}
