import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminReportDto, AdminReportList, ReportInput, ReportStatus } from "../../../contract/reports";
import { REPORT_TEXT } from "../../../contract/ui-text";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { chapters, memberSuspensions, profiles, reports } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { UNKNOWN_USER } from "../../presenters/message";
import { reportedItemHiddenSql } from "../moderation/hiding";
import { settleReport } from "../moderation/report-actions";
import {
  actorKind,
  inScopeSql,
  lockReport,
  moderatorChaptersSql,
  type ReviewScope,
  refuseUndoingTheOffice,
} from "../moderation/review-scope";
import { loadReportedItem } from "./subjects";

/** Reports (issue 28 items 1-2, decision 107): a member's report, the office's queue. */

/**
 * Files a member's report with a copy of the item as they saw it. The same member reporting the
 * same item again changes nothing and gets the same answer. The reported member is never told,
 * and nothing in the answer names them.
 */
export async function createReport(db: Db, viewer: Viewer, input: ReportInput): Promise<void> {
  const item = await loadReportedItem(db, viewer, input.subject_kind, input.subject_id);
  if (!item) throw notFound(REPORT_TEXT.notFound);
  if (item.subjectUserId === viewer.user.id) throw badRequest(REPORT_TEXT.ownItem);
  await db
    .insert(reports)
    .values({
      reporterId: viewer.user.id,
      subjectKind: input.subject_kind,
      subjectId: input.subject_id,
      subjectUserId: item.subjectUserId,
      chapterId: item.chapterId,
      reason: input.reason,
      note: input.note,
      snapshot: item.snapshot,
    })
    .onConflictDoNothing();
}

const PAGE_SIZE = 20;
const reporterProfile = alias(profiles, "reporter_profile");
const reportedProfile = alias(profiles, "reported_profile");

/** One page of the queue for a status, newest first, with each reported member's history count. */
export async function listReports(
  db: Db,
  q: { status: ReportStatus; page: number; chapter?: string },
  scope: ReviewScope,
): Promise<AdminReportList> {
  const where = and(
    eq(reports.status, q.status),
    inScopeSql(scope),
    q.chapter
      ? sql`${reports.chapterId} IN (SELECT c.id FROM ${chapters} c WHERE c.slug = ${q.chapter})`
      : undefined,
  );
  // A chapter moderator is not told who reported (a member of their chapter, perhaps), nor the
  // office's suspensions: those are the office's (second review, M3).
  const office = "office" in scope;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        report: reports,
        reporterName: reporterProfile.displayName,
        reportedName: reportedProfile.displayName,
        // A member's history: every report about them, whatever became of it (index on subject_user_id);
        // for a chapter moderator only those in their scope (second review, M3).
        reportsTotal: sql<number>`(SELECT count(*)::int FROM ${reports} r WHERE r.subject_user_id = ${reports.subjectUserId}
          ${"moderatorId" in scope ? sql`AND r.chapter_id IN ${moderatorChaptersSql(scope.moderatorId)}` : sql``})`,
        hidden: reportedItemHiddenSql,
        suspendedUntil: sql<
          string | null
        >`(SELECT CASE WHEN s.until IS NULL THEN 'until_lifted' ELSE to_char(s.until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END
          FROM ${memberSuspensions} s WHERE s.user_id = ${reports.subjectUserId} AND (s.until IS NULL OR s.until > now()))`,
      })
      .from(reports)
      .leftJoin(reporterProfile, eq(reporterProfile.userId, reports.reporterId))
      .leftJoin(reportedProfile, eq(reportedProfile.userId, reports.subjectUserId))
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  return {
    total: Number(total),
    page: q.page,
    page_size: PAGE_SIZE,
    items: rows.map(
      ({ report: r, reporterName, reportedName, reportsTotal, hidden, suspendedUntil }): AdminReportDto => ({
        id: r.id,
        subject_kind: r.subjectKind as AdminReportDto["subject_kind"],
        subject_id: r.subjectId,
        reason: r.reason as AdminReportDto["reason"],
        note: r.note,
        snapshot: r.snapshot,
        status: r.status as ReportStatus,
        created_at: r.createdAt.toISOString(),
        reporter: office
          ? { user_id: r.reporterId, display_name: reporterName ?? UNKNOWN_USER }
          : { user_id: null, display_name: REPORT_TEXT.someMember },
        reported: {
          user_id: r.subjectUserId,
          display_name: reportedName ?? UNKNOWN_USER,
          reports_total: Number(reportsTotal),
          suspended_until: office ? suspendedUntil : null,
        },
        resolved_at: r.resolvedAt?.toISOString() ?? null,
        hidden: Boolean(hidden),
      }),
    ),
  };
}

/** What the office can do to a report, and the status it leaves it in. */
export const REPORT_VERBS = { dismiss: "dismissed", reopen: "open" } as const;
export type ReportVerb = keyof typeof REPORT_VERBS;

/**
 * The office closes a report (dismissed: nothing to act on) or opens it again (reversible):
 * one transaction with its activity-log row (`report.dismiss`, `report.reopen`). A report
 * already in that state is a 409.
 */
export async function setReportStatus(
  db: Db,
  actor: Viewer,
  id: string,
  verb: ReportVerb,
  scope: ReviewScope,
): Promise<void> {
  const status = REPORT_VERBS[verb];
  await db.transaction(async (tx) => {
    const before = await lockReport(tx, id, scope);
    await refuseUndoingTheOffice(tx, scope, id);
    if (before.status === status) throw conflict(`This report is already ${status}.`);
    await settleReport(tx, actor, id, status, {
      action: `report.${verb}`,
      before: { status: before.status },
      after: { by: actorKind(scope) },
    });
  });
}
