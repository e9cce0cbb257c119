import { eq } from "drizzle-orm";
import type { ReportStatus, ReportSubject } from "../../../contract/reports";
import { MODERATION_TEXT } from "../../../contract/ui-text";
import { recordAudit } from "../../audit";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { reports } from "../../db/schema";
import { badRequest, conflict } from "../../errors";
import type { MailOutbox } from "../../mail/outbox";
import { HIDERS } from "./hiding";
import { tellMemberFromOffice } from "./notices";
import { actorKind, lockReport, type ReviewScope, refuseUndoingTheOffice } from "./review-scope";

/**
 * The actions on a report beyond dismissing it (issue 28 item 2, decision 112). Each is one
 * transaction: the change, the report's new status, its activity-log row (`report.hide`,
 * `report.unhide`, `report.warn`) and what the member is told. Hiding is undone by unhiding, which
 * opens the report again; a warning, once read, cannot be unsent, so undoing it is reopening.
 */

type Mail = { mailer: MailOutbox; publicUrl: string };
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Who the member is told acted: the office, or their chapter's moderators. */
const actingBody = (scope: ReviewScope) =>
  "office" in scope ? "The alumni office" : "The chapter's moderators";

/**
 * The step every action on a report shares, and dismissing or reopening it (`setReportStatus`):
 * the report's new status and its activity-log row, with `before` and `after` carrying what the
 * action adds (the status itself is filled in here).
 */
export async function settleReport(
  tx: Tx,
  actor: Viewer,
  id: string,
  status: ReportStatus,
  log: { action: string; before: Record<string, unknown>; after: Record<string, unknown> },
) {
  const open = status === "open";
  await tx
    .update(reports)
    .set({ status, resolvedBy: open ? null : actor.user.id, resolvedAt: open ? null : new Date() })
    .where(eq(reports.id, id));
  await recordAudit(tx, {
    actorId: actor.user.id,
    action: log.action,
    targetType: "report",
    targetId: id,
    before: log.before,
    after: { status, ...log.after },
  });
}

/** Hides the reported item; its author is told what and why. 400 for a kind that cannot be hidden. */
export async function hideReported(
  db: Db,
  mail: Mail,
  actor: Viewer,
  scope: ReviewScope,
  id: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await lockReport(tx, id, scope);
    const hider = HIDERS[report.subjectKind as keyof typeof HIDERS];
    if (!hider) throw badRequest(MODERATION_TEXT.notHideable);
    if (!(await hider.hide(tx, report.subjectId, reason))) throw conflict(MODERATION_TEXT.alreadyHidden);
    await settleReport(tx, actor, id, "actioned", {
      action: "report.hide",
      before: { status: report.status },
      after: { subject_kind: report.subjectKind, subject_id: report.subjectId, reason, by: actorKind(scope) },
    });
    await tellMemberFromOffice(tx, mail, {
      userId: report.subjectUserId,
      title: MODERATION_TEXT.hiddenTitle(hider.what),
      body: `${actingBody(scope)} hid your ${hider.what} "${report.snapshot.title}". Reason: ${reason}`,
      path: hider.path,
      groupKey: `hidden:${report.subjectKind}:${report.subjectId}`,
    });
  });
  mail.mailer.wake();
}

/**
 * Shows the item again and opens its report again (409 when it is not hidden); the item shown,
 * for the caller to announce (a released message reaches its recipient's bell, decision 126).
 */
export async function unhideReported(
  db: Db,
  actor: Viewer,
  scope: ReviewScope,
  id: string,
): Promise<{ kind: ReportSubject; id: string }> {
  return db.transaction(async (tx) => {
    const report = await lockReport(tx, id, scope);
    await refuseUndoingTheOffice(tx, scope, id);
    const hider = HIDERS[report.subjectKind as keyof typeof HIDERS];
    if (!hider) throw badRequest(MODERATION_TEXT.notHideable);
    if (!(await hider.unhide(tx, report.subjectId))) throw conflict(MODERATION_TEXT.notHidden);
    await settleReport(tx, actor, id, "open", {
      action: "report.unhide",
      before: { status: report.status, subject_kind: report.subjectKind, subject_id: report.subjectId },
      after: { by: actorKind(scope) },
    });
    return { kind: report.subjectKind as ReportSubject, id: report.subjectId };
  });
}

/** The office warns the reported member with its own words, in the bell and by mail (office only). */
export async function warnReported(
  db: Db,
  mail: Mail,
  actor: Viewer,
  id: string,
  message: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await lockReport(tx, id, { office: true });
    await settleReport(tx, actor, id, "actioned", {
      action: "report.warn",
      before: { status: report.status },
      after: { member: report.subjectUserId, message, by: "office" },
    });
    await tellMemberFromOffice(tx, mail, {
      userId: report.subjectUserId,
      title: MODERATION_TEXT.warningTitle,
      body: message,
      path: "/",
      groupKey: `warning:${id}`,
    });
  });
  mail.mailer.wake();
}
