import { and, count, desc, eq } from "drizzle-orm";
import {
  ADMISSION_VERBS,
  type AdminAdmissionList,
  type AdmissionQueueStatus,
  type AdmissionVerb,
} from "../../../contract/admission";
import { ADMISSION_TEXT } from "../../../contract/ui-text";
import { recordAudit } from "../../audit";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { profiles, user } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import type { MailOutbox } from "../../mail/outbox";
import { getSettings } from "../settings/queries";
import { claimRollEntry } from "./roll-match";

/** The office's queue of sign-ups (issue 26 item 3, decision 118), in the queues' frame. */

const PAGE_SIZE = 20;

/** One page of the sign-ups in a status, those waiting longest first. */
export async function listAdmissions(
  db: Db,
  q: { status: AdmissionQueueStatus; page: number },
): Promise<AdminAdmissionList> {
  const where = eq(profiles.admission, q.status);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        name: profiles.displayName,
        email: user.email,
        house: profiles.house,
        year: profiles.graduationYear,
        since: profiles.admissionAt,
      })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(where)
      .orderBy(q.status === "waiting" ? profiles.admissionAt : desc(profiles.admissionAt), profiles.id)
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(profiles).where(where),
  ]);
  return {
    total: Number(total),
    page: q.page,
    page_size: PAGE_SIZE,
    items: rows.map((r) => ({
      id: r.id,
      status: q.status,
      display_name: r.name,
      email: r.email,
      house: r.house,
      graduation_year: r.year,
      since: (r.since ?? new Date(0)).toISOString(),
    })),
  };
}

/** Approve: a waiting or declined sign-up. Decline: a waiting one. */
const FROM_STATUSES: Record<AdmissionVerb, readonly string[]> = {
  approve: ["waiting", "declined"],
  decline: ["waiting"],
};

/**
 * The office decides on a sign-up, in one transaction with its activity-log row
 * (`admission.approve` / `admission.decline`, on the profile). Approving verifies the member
 * (the mark; listed from now on) and claims the roll entry they match, if one is free. A
 * sign-up in another status is a 409; an unknown profile a 404.
 */
export async function actOnAdmission(
  db: Db,
  actor: Viewer,
  profileId: string,
  verb: AdmissionVerb,
  notify: { outbox: Pick<MailOutbox, "send" | "wake">; publicUrl: string },
) {
  const status = ADMISSION_VERBS[verb];
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ admission: profiles.admission, userId: profiles.userId, name: user.name, email: user.email })
      .from(profiles)
      .leftJoin(user, eq(user.id, profiles.userId))
      .where(eq(profiles.id, profileId))
      .for("update", { of: profiles });
    if (!row?.userId || !row.admission) throw notFound(ADMISSION_TEXT.notFound);
    if (!FROM_STATUSES[verb].includes(row.admission))
      throw conflict(verb === "approve" ? ADMISSION_TEXT.notDeclined : ADMISSION_TEXT.notWaiting);
    await tx
      .update(profiles)
      .set({ admission: status, admissionAt: new Date(), updatedAt: new Date() })
      .where(and(eq(profiles.id, profileId), eq(profiles.admission, row.admission)));
    const onRoll = verb === "approve" ? await claimRollEntry(tx, row.userId) : false;
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: `admission.${verb}`,
      targetType: "profile",
      targetId: profileId,
      before: { status: row.admission },
      after: { status, ...(verb === "approve" ? { on_roll: onRoll } : {}) },
    });
    // The member hears the decision (decision 125), queued with it: both or neither.
    const text = verb === "approve" ? ADMISSION_TEXT.approvedMail : ADMISSION_TEXT.declinedMail;
    const { siteName } = await getSettings(tx);
    await notify.outbox.send(
      {
        kind: "notice",
        to: row.email as string,
        subject: text.subject(siteName),
        text: `Hello ${row.name},\n\n${text.body}`,
        link: `${notify.publicUrl}/`,
        actionLabel: text.action,
      },
      tx,
    );
  });
  notify.outbox.wake();
  return { id: profileId, status };
}

/** The signed-in member's own admission (the notice on their screens). */
export async function myAdmission(db: Db, userId: string) {
  const [row] = await db
    .select({ status: profiles.admission })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return { status: (row?.status ?? null) as AdmissionQueueStatus | "verified" | null };
}
