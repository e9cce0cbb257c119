import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { userRoles } from "../../db/schema";

// Serialises first-admin claims across connections and servers.
const FIRST_ADMIN_LOCK = 727_002;

export async function hasAnyAdmin(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .limit(1);
  return rows.length > 0;
}

/**
 * ADMIN_EMAILS: when the office has listed addresses, only a verified one of them may claim.
 * Unset: any signed-in member may (spec §2).
 */
export function mayClaimAdmin(
  adminEmails: string[] | null,
  user: { email: string; emailVerified: boolean },
): boolean {
  if (!adminEmails) return true;
  return user.emailVerified && adminEmails.includes(user.email.trim().toLowerCase());
}

/**
 * Grants the admin role to this user if, and only if, no admin exists yet. The check and
 * the insert happen under one advisory lock, so any number of simultaneous claims make
 * exactly one admin.
 */
export async function claimFirstAdmin(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const existing = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(eq(userRoles.role, "admin"))
      .limit(1);
    if (existing.length > 0) return false;
    await tx.insert(userRoles).values({ userId, role: "admin" });
    await recordAudit(tx, {
      actorId: userId,
      action: "role.claim_first_admin",
      targetType: "user",
      targetId: userId,
      after: { role: "admin" },
    });
    return true;
  });
}
