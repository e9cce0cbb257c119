import { and, desc, eq, like, type SQL, sql } from "drizzle-orm";
import { MODERATION_TEXT, REPORT_TEXT } from "../../../contract/ui-text";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { auditLog, chapterModerators, reports } from "../../db/schema";
import { forbidden, notFound } from "../../errors";
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
  return sql`${reports.chapterId} IN ${moderatorChaptersSql(scope.moderatorId)}`;
}

/** SQL: the chapters this moderator was assigned to (chapter_moderators_user_idx), for `IN`. */
export const moderatorChaptersSql = (moderatorId: string): SQL =>
  sql`(SELECT cm.chapter_id FROM ${chapterModerators} cm WHERE cm.user_id = ${moderatorId})`;

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

/** Who acted, as each report action's audit row records it (`after.by`). */
export const actorKind = (scope: ReviewScope): "office" | "chapter" =>
  "office" in scope ? "office" : "chapter";

/**
 * A chapter moderator may not undo what the office decided on a report (second review, M2): 403
 * when its latest action (hide, unhide, warn, dismiss, reopen; the audit rows, in the same
 * transaction as the report's lock) was the office's. A row written before actions recorded
 * `by` counts as the office's unless this moderator wrote it.
 */
export async function refuseUndoingTheOffice(tx: Tx, scope: ReviewScope, reportId: string): Promise<void> {
  if ("office" in scope) return;
  const [last] = await tx
    .select({ by: sql<string | null>`${auditLog.after}->>'by'`, actorId: auditLog.actorId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, "report"),
        eq(auditLog.targetId, reportId),
        like(auditLog.action, "report.%"),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!last) return;
  const byOffice = last.by === "office" || (last.by === null && last.actorId !== scope.moderatorId);
  if (byOffice) throw forbidden(MODERATION_TEXT.officeDecided);
}
