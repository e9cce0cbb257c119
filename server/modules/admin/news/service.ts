import { eq } from "drizzle-orm";
import type { AdminNewsBody } from "../../../../contract/admin-content";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { recordAudit } from "../../../audit";
import type { Db } from "../../../db/client";
import { news } from "../../../db/schema";
import { notFound } from "../../../errors";
import { presentNews } from "../../../presenters/content";
import { newsPublished } from "../../notifications/senders";
import { pick } from "../shared";

/** The office's writes to articles, each audited in its own transaction (publishing tells the members who follow news). */

export const NEWS_AUDIT_FIELDS = ["title", "category", "author", "published"] as const;
const AUDIT_FIELDS = NEWS_AUDIT_FIELDS;

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
