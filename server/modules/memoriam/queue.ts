import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type AdminDeathNoticeDto,
  type AdminDeathNoticeList,
  DEATH_NOTICE_VERBS,
  type DeathNoticeStatus,
  type DeathNoticeVerb,
} from "../../../contract/memoriam";
import { MEMORIAM_TEXT } from "../../../contract/ui-text";
import { recordAudit } from "../../audit";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { deathNotices, profiles, session } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { UNKNOWN_USER } from "../../presenters/message";

/** The office's In memoriam queue (issue 26 item 4, decision 109). */

const PAGE_SIZE = 20;
const reporterProfile = alias(profiles, "reporter_profile");

/** One page of the queue for a status, newest first. */
export async function listDeathNotices(
  db: Db,
  q: { status: DeathNoticeStatus; page: number },
): Promise<AdminDeathNoticeList> {
  const where = eq(deathNotices.status, q.status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        notice: deathNotices,
        name: profiles.displayName,
        year: profiles.graduationYear,
        yearOfDeath: profiles.yearOfDeath,
        reporterName: reporterProfile.displayName,
      })
      .from(deathNotices)
      .leftJoin(profiles, eq(profiles.id, deathNotices.profileId))
      .leftJoin(reporterProfile, eq(reporterProfile.userId, deathNotices.reporterId))
      .where(where)
      .orderBy(desc(deathNotices.createdAt), desc(deathNotices.id))
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(deathNotices).where(where),
  ]);
  return {
    total: Number(total),
    page: q.page,
    page_size: PAGE_SIZE,
    items: rows.map(
      ({ notice: n, name, year, yearOfDeath, reporterName }): AdminDeathNoticeDto => ({
        id: n.id,
        status: n.status as DeathNoticeStatus,
        note: n.note,
        link: n.link,
        created_at: n.createdAt.toISOString(),
        resolved_at: n.resolvedAt?.toISOString() ?? null,
        alumnus: {
          profile_id: n.profileId,
          display_name: name ?? n.subjectName,
          graduation_year: year ?? null,
          year_of_death: yearOfDeath ?? null,
        },
        reporter: { user_id: n.reporterId, display_name: reporterName ?? UNKNOWN_USER },
      }),
    ),
  };
}

/** The status a verb applies to: confirm and dismiss an open notice, restore a confirmed one … */
const FROM_STATUS: Record<DeathNoticeVerb, DeathNoticeStatus> = {
  confirm: "open",
  dismiss: "open",
  restore: "confirmed",
  reopen: "dismissed",
};

/**
 * The office acts on a notice, in one transaction with its activity-log row (`memoriam.confirm`,
 * `.dismiss`, `.restore`, `.reopen`, on the profile). Confirm marks the profile (with the year of
 * death if given), takes every open notice of the same alumnus with it, and ends the account's
 * sessions (every server drops them: the session table is watched). Restore undoes exactly
 * that: the mark goes, the notices are open again. A notice not in the verb's status is a 409.
 */
export async function actOnDeathNotice(
  db: Db,
  actor: Viewer,
  id: string,
  verb: DeathNoticeVerb,
  yearOfDeath: number | null = null,
): Promise<void> {
  const status = DEATH_NOTICE_VERBS[verb];
  await db.transaction(async (tx) => {
    const [notice] = await tx.select().from(deathNotices).where(eq(deathNotices.id, id)).for("update");
    if (!notice) throw notFound(MEMORIAM_TEXT.noticeNotFound);
    if (notice.status !== FROM_STATUS[verb]) throw conflict(`This notice is ${notice.status}.`);
    const marking = verb === "confirm" || verb === "restore";
    // Confirm and restore act for the alumnus: every notice about them in that status moves.
    const which: SQL = marking
      ? (and(eq(deathNotices.status, notice.status), sameAlumnus(notice)) as SQL)
      : eq(deathNotices.id, id);
    const resolved = status === "open" ? null : new Date();
    await tx
      .update(deathNotices)
      .set({ status, resolvedBy: resolved ? actor.user.id : null, resolvedAt: resolved })
      .where(which);
    if (marking && notice.profileId) {
      const confirm = verb === "confirm";
      await tx
        .update(profiles)
        .set({
          inMemoriamSince: confirm ? new Date() : null,
          yearOfDeath: confirm ? yearOfDeath : null,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, notice.profileId));
    }
    if (verb === "confirm" && notice.subjectUserId)
      await tx.delete(session).where(eq(session.userId, notice.subjectUserId));
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: `memoriam.${verb}`,
      targetType: "profile",
      targetId: notice.profileId,
      before: { status: notice.status },
      after: { status, ...(verb === "confirm" ? { year_of_death: yearOfDeath } : {}), notice: id },
    });
  });
}

/** The notices about the same alumnus: by profile, or by account once the profile is gone. */
function sameAlumnus(notice: typeof deathNotices.$inferSelect): SQL {
  if (notice.profileId) return eq(deathNotices.profileId, notice.profileId);
  if (notice.subjectUserId) return eq(deathNotices.subjectUserId, notice.subjectUserId);
  return inArray(deathNotices.id, [notice.id]);
}
