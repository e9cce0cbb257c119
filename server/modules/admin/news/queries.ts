import { and, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { AdminNewsBody, AdminNewsList } from "../../../../contract/admin-content";
import type { AdminNewsListQuery } from "../../../../contract/admin-office";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { recordAudit } from "../../../audit";
import { type Db, queryRows } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { news } from "../../../db/schema";
import { notFound } from "../../../errors";
import { presentNews } from "../../../presenters/content";
import { newsPublished } from "../../notifications/senders";
import { orderOf, pageWindow } from "../paging";
import { pick } from "../shared";

export const NEWS_AUDIT_FIELDS = ["title", "category", "author", "published"] as const;
const AUDIT_FIELDS = NEWS_AUDIT_FIELDS;

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

function toColumns(body: AdminNewsBody) {
  return {
    title: body.title,
    summary: body.summary ?? null,
    content: body.content ?? null,
    category: body.category,
    author: body.author ?? null,
    imageUrl: body.image_url ?? null,
    published: body.published,
  };
}

export async function createAdminNews(db: Db, actorId: string, body: AdminNewsBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(news).values(toColumns(body)).returning();
    if (row.published) await newsPublished(tx, row.id);
    await recordAudit(tx, {
      actorId,
      action: "news.create",
      targetType: "news",
      targetId: row.id,
      after: pick(row, AUDIT_FIELDS),
    });
    return presentNews(row);
  });
}

/** Any edit moves updated_at (the view shows 'Last Updated' when it differs from created). */
export async function updateAdminNews(
  db: Db,
  actorId: string,
  id: string,
  body: Partial<AdminNewsBody>,
  action = "news.update",
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(news).where(eq(news.id, id)).for("update");
    if (!before) throw notFound(ADMIN_RULES.articleNotFound);
    const set = "title" in body ? toColumns(body as AdminNewsBody) : { published: body.published };
    const [after] = await tx
      .update(news)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(news.id, id))
      .returning();
    if (after.published && !before.published) await newsPublished(tx, id);
    await recordAudit(tx, {
      actorId,
      action,
      targetType: "news",
      targetId: id,
      before: pick(before, AUDIT_FIELDS),
      after: pick(after, AUDIT_FIELDS),
    });
    return presentNews(after);
  });
}

export async function deleteAdminNews(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(news).where(eq(news.id, id)).returning();
    if (!before) throw notFound(ADMIN_RULES.articleNotFound);
    await recordAudit(tx, {
      actorId,
      action: "news.delete",
      targetType: "news",
      targetId: id,
      before: pick(before, AUDIT_FIELDS),
    });
  });
}
