import { and, eq, inArray, notExists, or, sql } from "drizzle-orm";
import { DATA_RIGHTS_MESSAGES } from "../../../contract/ui-text";
import { recordAudit } from "../../audit";
import { THROTTLE_KEY_PREFIXES, throttleKey } from "../../auth/throttles";
import { account, user, verification } from "../../db/auth-schema";
import { mailLog, messages, newsletterSubscriptions, profiles, rateLimits, userRoles } from "../../db/schema";
import type { Deps } from "../../deps";
import { AppError, conflict } from "../../errors";
import { QUEUES } from "../../jobs/queue";
import { NOTIFICATION_QUEUES } from "../notifications/senders";

type AccountDeps = Pick<Deps, "db" | "auth" | "throttles" | "storage" | "jobs">;

/**
 * The password re-entered for a destructive step: counted like a sign-in (failures per account
 * are throttled, decision 040); wrong → 403 with the reason, nothing changed.
 */
export async function confirmPassword(
  deps: AccountDeps,
  viewer: { id: string; email: string },
  password: string,
) {
  await deps.throttles.beforeSignIn(viewer.email);
  const [credential] = await deps.db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, viewer.id), eq(account.providerId, "credential")))
    .limit(1);
  if (!credential?.hash) {
    throw new AppError("FORBIDDEN", DATA_RIGHTS_MESSAGES.deleteNoPassword, 403, {
      password: DATA_RIGHTS_MESSAGES.deleteNoPassword,
    });
  }
  const context = await deps.auth.$context;
  const ok = await context.password.verify({ hash: credential.hash, password });
  if (!ok)
    throw new AppError("FORBIDDEN", DATA_RIGHTS_MESSAGES.deleteWrongPassword, 403, {
      password: DATA_RIGHTS_MESSAGES.deleteWrongPassword,
    });
  await deps.throttles.signInSucceeded(viewer.email);
}

/**
 * Deletes a member's account at once (GDPR art. 17; decision 065), in one transaction: the
 * profile, newsletter subscriptions to their address, every mail-log row to their address with
 * the delivery jobs of those not yet sent, pending password resets and throttle counters, the
 * user row (its cascades take sessions, credentials, roles, event replies, notifications and
 * their choices, chapter memberships, mentoring requests, job postings and their own inbox rows;
 * proposed events lose their organizer), and the messages no one is left to read (exchanged with
 * someone already gone).
 * Messages the other side can still read stay, the sender shown as 'Unknown User'. An audit row
 * records the deletion. The avatar file is removed after the commit.
 */
export async function deleteAccount(deps: AccountDeps, viewer: { id: string; email: string }) {
  const { db, storage, jobs } = deps;
  const removed = await db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ admins: sql<number>`count(*)::int` })
      .from(userRoles)
      .where(eq(userRoles.role, "admin"));
    const isAdmin = await tx.$count(
      userRoles,
      and(eq(userRoles.userId, viewer.id), eq(userRoles.role, "admin")),
    );
    if (isAdmin > 0 && admin.admins <= 1) throw conflict(DATA_RIGHTS_MESSAGES.deleteLastAdmin);

    const gone = (id: typeof messages.senderId | typeof messages.recipientId) =>
      notExists(tx.select({ one: sql`1` }).from(user).where(eq(user.id, id)));
    await tx
      .delete(messages)
      .where(
        or(
          and(eq(messages.senderId, viewer.id), gone(messages.recipientId)),
          and(eq(messages.recipientId, viewer.id), gone(messages.senderId)),
        ),
      );
    await tx
      .delete(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${viewer.email})`);
    // Every mail to their address goes (decision 065): the log's copies of mails sent or failed
    // hold the address, and one still queued must never be sent after the account is gone, so
    // its delivery job is removed with it. A mail the transport is handing over this very moment
    // ('sending') cannot be called back; its row goes all the same.
    const mailsToThem = tx
      .select({ id: sql`${mailLog.id}::text` })
      .from(mailLog)
      .where(sql`lower(${mailLog.toAddress}) = lower(${viewer.email})`);
    await jobs.deleteWaitingJobsInTransaction(tx, QUEUES.mailDeliver, "mailId", sql`${mailsToThem}`);
    await tx.delete(mailLog).where(sql`lower(${mailLog.toAddress}) = lower(${viewer.email})`);
    // The check "still unread? mail them" of messages to them: no one is left to tell.
    const messagesToThem = tx
      .select({ id: sql`${messages.id}::text` })
      .from(messages)
      .where(eq(messages.recipientId, viewer.id));
    await jobs.deleteWaitingJobsInTransaction(
      tx,
      NOTIFICATION_QUEUES.unreadMessage,
      "messageId",
      sql`${messagesToThem}`,
    );
    // Rows keyed by them outside the user row's cascades: a pending password reset (Better Auth
    // keeps the user id as its value) and the sign-in and mail throttles' counters for their
    // address (rate-limiter-flexible's keys are "prefix:address").
    await tx.delete(verification).where(eq(verification.value, viewer.id));
    await tx.delete(rateLimits).where(
      inArray(
        rateLimits.key,
        THROTTLE_KEY_PREFIXES.map((prefix) => `${prefix}:${throttleKey(viewer.email)}`),
      ),
    );
    const [profile] = await tx
      .delete(profiles)
      .where(eq(profiles.userId, viewer.id))
      .returning({ id: profiles.id, avatarUrl: profiles.avatarUrl });
    await recordAudit(tx, {
      actorId: viewer.id,
      action: "account.delete",
      targetType: "user",
      targetId: viewer.id,
      before: { profileId: profile?.id ?? null },
    });
    await tx.delete(user).where(eq(user.id, viewer.id));
    return profile ?? null;
  });
  if (removed?.avatarUrl) await storage.removeByUrl(removed.avatarUrl);
}
