import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { SuspendBody } from "../../../contract/moderation";
import { MODERATION_TEXT } from "../../../contract/ui-text";
import { dayInZone, midnightInZone } from "../../../contract/zoned-days";
import { recordAudit } from "../../audit";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { memberSuspensions, session, user, userRoles } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import type { MailOutbox } from "../../mail/outbox";
import { withdrawMessageItems } from "../notifications/centre";
import { schoolTimeZone } from "../settings/queries";
import { tellMemberFromOffice } from "./notices";
import { suspendedSql } from "./visibility";

/**
 * Suspending a member (issue 28 item 2, decision 112): the office only. While it is in force the
 * member has no session (all deleted in the same transaction, which every server's viewer cache
 * hears of through the `session` table's NOTIFY), cannot sign in (the session hook in
 * server/auth/auth.ts), is listed nowhere and their messages are hidden from recipients
 * (./visibility.ts). Lifting it brings all of that back except the sessions.
 */

const inForce = or(isNull(memberSuspensions.until), gt(memberSuspensions.until, sql`now()`));

/** A date as the office and the member read it ("3 December 2026"), on the school's calendar. */
const day = (at: Date, zone: string) =>
  at.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: zone });

/**
 * When a suspension of `days` days ends (decision 128): at the start of the day that many days
 * after today, both days on the school's calendar, so "suspended until 4 December" means from
 * the school's midnight of 4 December, wherever the office or the member is.
 */
export function suspensionEnd(now: Date, days: number, zone: string): Date {
  return midnightInZone(dayInZone(now, zone), zone, days);
}

/** The words refusing a suspended member's sign-in, or null when they are not suspended. */
export async function suspensionRefusal(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ until: memberSuspensions.until })
    .from(memberSuspensions)
    .where(and(eq(memberSuspensions.userId, userId), inForce));
  if (!row) return null;
  return MODERATION_TEXT.suspended(row.until ? day(row.until, await schoolTimeZone(db)) : null);
}

type Mail = { mailer: MailOutbox; publicUrl: string };
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The office cannot lock itself out (second review, L2): 409 for suspending one's own account or
 * the last administrator not suspended. The admins' role rows are locked, so two offices suspending
 * each other at once cannot both pass.
 */
async function refuseLockingOutTheOffice(tx: Tx, actor: Viewer, userId: string): Promise<void> {
  if (userId === actor.user.id) throw conflict(MODERATION_TEXT.cannotSuspendSelf);
  const admins = await tx
    // Qualified by hand: a one-table select names its columns bare, which the subquery would read as its own.
    .select({ userId: userRoles.userId, suspended: suspendedSql(sql`"user_roles"."user_id"`) })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .for("update");
  if (!admins.some((a) => a.userId === userId)) return;
  if (!admins.some((a) => a.userId !== userId && !a.suspended))
    throw conflict(MODERATION_TEXT.cannotSuspendLastAdmin);
}

export async function suspendMember(
  db: Db,
  mail: Mail,
  actor: Viewer,
  userId: string,
  body: { reason: string; days: SuspendBody["days"] },
): Promise<{ until: string | null }> {
  const zone = await schoolTimeZone(db);
  const until = body.days ? suspensionEnd(new Date(), body.days, zone) : null;
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    if (!member) throw notFound(MODERATION_TEXT.memberNotFound);
    await refuseLockingOutTheOffice(tx, actor, userId);
    const [current] = await tx
      .select({ until: memberSuspensions.until })
      .from(memberSuspensions)
      .where(and(eq(memberSuspensions.userId, userId), inForce));
    if (current) throw conflict(MODERATION_TEXT.alreadySuspended);
    // A suspension that ran out is replaced by the new one.
    await tx
      .insert(memberSuspensions)
      .values({ userId, reason: body.reason, until, suspendedBy: actor.user.id })
      .onConflictDoUpdate({
        target: memberSuspensions.userId,
        set: { reason: body.reason, until, suspendedBy: actor.user.id, createdAt: new Date() },
      });
    // Signed out everywhere: the `session` table's NOTIFY empties every server's viewer cache.
    await tx.delete(session).where(eq(session.userId, userId));
    // Their messages' unread bell items quote them: taken back from every recipient (second review, M1).
    await withdrawMessageItems(tx, userId);
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: "member.suspend",
      targetType: "user",
      targetId: userId,
      after: { reason: body.reason, until: until?.toISOString() ?? null },
    });
    await tellMemberFromOffice(tx, mail, {
      userId,
      title: "Your Alumni Portal account is suspended",
      body: `${MODERATION_TEXT.suspended(until ? day(until, zone) : null)}\n\nReason: ${body.reason}`,
      path: "/",
      groupKey: `suspended:${userId}`,
    });
  });
  mail.mailer.wake();
  return { until: until?.toISOString() ?? null };
}

/** Lifts a member's suspension (409 when there is none in force); logged. */
export async function liftSuspension(db: Db, actor: Viewer, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [lifted] = await tx
      .delete(memberSuspensions)
      .where(and(eq(memberSuspensions.userId, userId), inForce))
      .returning();
    if (!lifted) throw conflict(MODERATION_TEXT.notSuspended);
    await recordAudit(tx, {
      actorId: actor.user.id,
      action: "member.unsuspend",
      targetType: "user",
      targetId: userId,
      before: { reason: lifted.reason, until: lifted.until?.toISOString() ?? null },
    });
  });
}
