import { and, eq, type SQL, sql } from "drizzle-orm";
import { REPORT_TEXT } from "../../../contract/ui-text";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { chapterModerators, reports } from "../../db/schema";
import { notFound } from "../../errors";
import { authorize, isAdmin } from "../../policies";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Whose reports a reviewer sees (issue 28 item 2, decision 112): the office every report; a
 * chapter moderator only those about their chapters' content (a report keeps the item's chapter).
 */
export type ReviewScope = { office: true } | { moderatorId: string };

/** Who acts on the queue, and on which reports. */
export interface Reviewer {
  viewer: Viewer;
  scope: ReviewScope;
}

/** A member who may review (admins and moderators), with their scope; 401/403 for anyone else. */
export function reviewerOf(viewer: Viewer | null): Reviewer {
  authorize(viewer, { kind: "reports.review" });
  return { viewer, scope: isAdmin(viewer) ? { office: true } : { moderatorId: viewer.user.id } };
}

/** SQL: the report is in this reviewer's scope (nothing to add for the office). */
export function inScopeSql(scope: ReviewScope): SQL | undefined {
  if ("office" in scope) return undefined;
  // The chapters this moderator was assigned to (chapter_moderators_user_idx).
  return sql`${reports.chapterId} IN (SELECT cm.chapter_id FROM ${chapterModerators} cm WHERE cm.user_id = ${scope.moderatorId})`;
}

/**
 * Locks one report for an action, or 404 when it is not in the reviewer's scope (a moderator
 * learns nothing about reports outside their chapters).
 */
export async function lockReport(tx: Tx, id: string, scope: ReviewScope) {
  const [row] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), inScopeSql(scope)))
    .for("update");
  if (!row) throw notFound(REPORT_TEXT.notFound);
  return row;
}
