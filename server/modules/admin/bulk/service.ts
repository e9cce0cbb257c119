import { inArray } from "drizzle-orm";
import type { AdminBulkResult } from "../../../../contract/admin-office";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { recordAudit } from "../../../audit";
import type { Db } from "../../../db/client";
import { news, profiles } from "../../../db/schema";
import { notFound } from "../../../errors";
import { PROFILE_AUDIT_FIELDS } from "../alumni/queries";
import { NEWS_AUDIT_FIELDS } from "../news/service";
import { pick } from "../shared";

/**
 * Bulk actions (issue 13 item 3): all of the selected records change in one transaction or
 * none does (an unknown id is a 404, a record in the wrong state a 409, nothing changed), with
 * one audit row per record, the same row the single action writes.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Locks the rows in id order (two bulk actions cannot deadlock) and checks every id exists. */
async function lockAll<T extends { id: string }>(rows: Promise<T[]>, ids: string[], missing: string) {
  const found = await rows;
  if (found.length !== new Set(ids).size) throw notFound(missing);
  return found;
}

export async function bulkNews(
  db: Db,
  actorId: string,
  action: "publish" | "unpublish" | "delete",
  ids: string[],
): Promise<AdminBulkResult> {
  return db.transaction(async (tx: Tx) => {
    const before = await lockAll(
      tx.select().from(news).where(inArray(news.id, ids)).orderBy(news.id).for("update"),
      ids,
      ADMIN_RULES.articleNotFound,
    );
    const byId = new Map(before.map((n) => [n.id, n]));
    const after =
      action === "delete"
        ? await tx.delete(news).where(inArray(news.id, ids)).returning()
        : await tx
            .update(news)
            .set({ published: action === "publish", updatedAt: new Date() })
            .where(inArray(news.id, ids))
            .returning();
    for (const row of after) {
      await recordAudit(tx, {
        actorId,
        action: `news.${action}`,
        targetType: "news",
        targetId: row.id,
        before: pick(byId.get(row.id)!, NEWS_AUDIT_FIELDS),
        after: action === "delete" ? undefined : pick(row, NEWS_AUDIT_FIELDS),
      });
    }
    return { changed: after.length };
  });
}

export async function bulkDeleteAlumni(db: Db, actorId: string, ids: string[]): Promise<AdminBulkResult> {
  return db.transaction(async (tx: Tx) => {
    await lockAll(
      tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.id, ids))
        .orderBy(profiles.id)
        .for("update"),
      ids,
      ADMIN_RULES.profileNotFound,
    );
    const removed = await tx.delete(profiles).where(inArray(profiles.id, ids)).returning();
    for (const row of removed) {
      await recordAudit(tx, {
        actorId,
        action: "profile.delete",
        targetType: "profile",
        targetId: row.id,
        before: { ...pick(row, PROFILE_AUDIT_FIELDS), userId: row.userId },
      });
    }
    return { changed: removed.length };
  });
}
