import { and, eq, sql } from "drizzle-orm";
import type { AdminUserList, AdminUserRow } from "../../../../contract/admin-content";
import type { AdminUserListQuery } from "../../../../contract/admin-office";
import type { Role } from "../../../../contract/constants";
import { ADMIN_RULES, VALIDATION } from "../../../../contract/ui-text";
import { recordAudit } from "../../../audit";
import { type Db, queryRows } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { user, userRoles } from "../../../db/schema";
import { conflict, isUniqueViolation, notFound } from "../../../errors";

// Same lock as the first-admin claim: every change to who is admin is serialised.
const ADMIN_ROLE_LOCK = 727_002;

// Orders an index serves both ways: user_created_at_idx and the unique e-mail index (decision 060).
const USER_ORDERS = {
  joined_at: { asc: sql`u.created_at, u.id`, desc: sql`u.created_at DESC, u.id DESC` },
  email: { asc: sql`u.email, u.id`, desc: sql`u.email DESC, u.id DESC` },
} as const;

/**
 * One page of accounts (newest first) with profile basics and roles, and the four counters.
 * An account whose profile was deleted (or never made) is named from the account itself, so
 * the office still sees whom it is changing (issue 21 item 9).
 */
export async function listAdminUsers(db: Db, q: AdminUserListQuery): Promise<AdminUserList> {
  const pattern = q.search ? containsPattern(q.search) : null;
  const filter = pattern
    ? sql`WHERE (p.display_name ILIKE ${pattern} OR u.email ILIKE ${pattern} OR u.name ILIKE ${pattern})`
    : sql``;
  const [rows, [counts]] = await Promise.all([
    // The row as the driver gives it: the contract's fields, with a raw timestamp and roles.
    queryRows<
      Omit<AdminUserRow, "joined_at" | "roles"> & {
        joined_at: Date | string;
        roles: string[] | null;
        total: string;
      }
    >(
      db,
      sql`SELECT u.id AS user_id, u.email, COALESCE(p.display_name, NULLIF(u.name, '')) AS display_name,
            p.id IS NOT NULL AS has_profile, p.house, p.graduation_year, u.created_at AS joined_at,
            (SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id) AS roles,
            count(*) OVER () AS total
          FROM "user" u LEFT JOIN profiles p ON p.user_id = u.id
          ${filter}
          ORDER BY ${USER_ORDERS[q.sort][q.dir]}
          LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    queryRows<{ total: string; admins: string; moderators: string; regular: string }>(
      db,
      sql`SELECT count(*) AS total,
            count(*) FILTER (WHERE 'admin' = ANY(r.roles)) AS admins,
            count(*) FILTER (WHERE 'moderator' = ANY(r.roles)) AS moderators,
            count(*) FILTER (WHERE r.roles IS NULL OR r.roles <@ ARRAY['user']) AS regular
          FROM "user" u
          LEFT JOIN (SELECT user_id, array_agg(role) AS roles FROM user_roles GROUP BY user_id) r ON r.user_id = u.id`,
    ),
  ]);
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && q.page > 1) {
    const [{ n }] = await queryRows<{ n: string }>(
      db,
      sql`SELECT count(*) AS n FROM "user" u LEFT JOIN profiles p ON p.user_id = u.id ${filter}`,
    );
    total = Number(n);
  }
  return {
    items: rows.map((r) => ({
      user_id: r.user_id,
      email: r.email,
      display_name: r.display_name,
      has_profile: r.has_profile,
      house: r.house,
      graduation_year: r.graduation_year,
      joined_at: new Date(r.joined_at).toISOString(),
      roles: r.roles ?? [],
    })),
    total,
    page: q.page,
    page_size: q.page_size,
    counts: {
      total: Number(counts.total),
      admins: Number(counts.admins),
      moderators: Number(counts.moderators),
      regular: Number(counts.regular),
    },
  };
}

/** Assigning a role the user already has is a 409 with the spec's 'User already has this role'. */
export async function assignRole(db: Db, actorId: string, userId: string, role: Role): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
      if (!target) throw notFound(ADMIN_RULES.userNotFound);
      if (role === "admin") await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_ROLE_LOCK})`);
      const inserted = await tx.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning();
      if (inserted.length === 0) throw conflict(VALIDATION.duplicateRole);
      await recordAudit(tx, {
        actorId,
        action: "role.assign",
        targetType: "user",
        targetId: userId,
        after: { role },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(VALIDATION.duplicateRole);
    throw err;
  }
}

/**
 * Removes a role. The admin role can never be removed from the last admin, so the portal
 * cannot lock itself out (checked under the admin-role lock, so two admins removing each
 * other at once cannot both succeed).
 */
export async function removeRole(db: Db, actorId: string, userId: string, role: Role): Promise<void> {
  await db.transaction(async (tx) => {
    if (role === "admin") {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_ROLE_LOCK})`);
      const admins = await tx.$count(userRoles, eq(userRoles.role, "admin"));
      const isAdmin = await tx.$count(
        userRoles,
        and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")),
      );
      if (isAdmin > 0 && admins <= 1) throw conflict(ADMIN_RULES.lastAdmin);
    }
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
      .returning();
    if (removed.length === 0) throw notFound(ADMIN_RULES.roleNotAssigned);
    await recordAudit(tx, {
      actorId,
      action: "role.remove",
      targetType: "user",
      targetId: userId,
      before: { role },
    });
  });
}
