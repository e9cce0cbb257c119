import { and, eq, notExists, or, sql } from "drizzle-orm";
import { DATA_RIGHTS_MESSAGES } from "../../../contract/ui-text";
import { recordAudit } from "../../audit";
import { account, user } from "../../db/auth-schema";
import { mailLog, messages, newsletterSubscriptions, profiles, userRoles } from "../../db/schema";
import type { Deps } from "../../deps";
import { AppError, conflict } from "../../errors";

type AccountDeps = Pick<Deps, "db" | "auth" | "throttles" | "storage">;

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
 * profile, newsletter subscriptions to their address, the mail log's sent copies, the user row (its cascades take sessions,
 * credentials, roles, event replies and their own inbox rows; proposed events lose their
 * organizer), and the messages no one is left to read (exchanged with someone already gone).
 * Messages the other side can still read stay, the sender shown as 'Unknown User'. An audit row
 * records the deletion. The avatar file is removed after the commit.
 */
export async function deleteAccount(deps: AccountDeps, viewer: { id: string; email: string }) {
  const { db, storage } = deps;
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
    // The mail log's copies of mails already sent (or failed) to them go too; one still queued
    // finishes its delivery first (the outbox owns it until then).
    await tx
      .delete(mailLog)
      .where(
        and(
          sql`lower(${mailLog.toAddress}) = lower(${viewer.email})`,
          sql`${mailLog.status} IN ('sent', 'failed')`,
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
