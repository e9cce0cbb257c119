import { and, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { AdminNewsList } from "../../../../contract/admin-content";
import type { AdminNewsListQuery } from "../../../../contract/admin-office";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { type Db, queryRows } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { news } from "../../../db/schema";
import { notFound } from "../../../errors";
import { presentNews } from "../../../presenters/content";
import { orderOf, pageWindow } from "../paging";

const SORT_COLUMNS = { created_at: news.createdAt, title: news.title } as const;

/** One page of articles (newest first by default), searched by title, filtered by state. */
export async function listAdminNews(db: Db, q: AdminNewsListQuery): Promise<AdminNewsList> {
  const conditions: SQL[] = [];
  if (q.status !== "all") conditions.push(eq(news.published, q.status === "published"));
  if (q.search) conditions.push(ilike(news.title, containsPattern(q.search)));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(q);
  const [rows, total, [counts]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(...orderOf(SORT_COLUMNS[q.sort], news.id, q.dir))
      .limit(limit)
      .offset(offset),
    db.$count(news, where),
    queryRows<{ total: string; published: string }>(
      db,
      sql`SELECT count(*) AS total, count(*) FILTER (WHERE published) AS published FROM ${news}`,
    ),
  ]);
  const all = Number(counts.total);
  const published = Number(counts.published);
  return {
    items: rows.map(presentNews),
    total,
    page: q.page,
    page_size: q.page_size,
    counts: { total: all, published, drafts: all - published },
  };
}

export async function getAdminNews(db: Db, id: string) {
  const [row] = await db.select().from(news).where(eq(news.id, id)).limit(1);
  if (!row) throw notFound(ADMIN_RULES.articleNotFound);
  return presentNews(row);
}
