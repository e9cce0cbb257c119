import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AdminAuditPage } from "../../../../contract/admin-content";
import { type Db, queryRows } from "../../../db/client";
import { auditLog, user } from "../../../db/schema";

/** The Activity view: newest first, filtered by actor and/or action (indexed on both). */
export async function listAudit(
  db: Db,
  q: { actor?: string; action?: string; page: number; page_size: number },
): Promise<AdminAuditPage> {
  const conditions: SQL[] = [];
  if (q.actor) conditions.push(eq(auditLog.actorId, q.actor));
  if (q.action) conditions.push(eq(auditLog.action, q.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total, actors, actions] = await Promise.all([
    db
      .select({ entry: auditLog, name: user.name, email: user.email })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.$count(auditLog, where),
    queryRows<{ id: string; name: string | null; email: string | null }>(
      db,
      sql`SELECT u.id, u.name, u.email FROM "user" u
          WHERE EXISTS (SELECT 1 FROM audit_log a WHERE a.actor_id = u.id) ORDER BY u.name`,
    ),
    queryRows<{ action: string }>(db, sql`SELECT DISTINCT action FROM audit_log ORDER BY action`),
  ]);
  return {
    items: rows.map(({ entry, name, email }) => ({
      id: entry.id,
      actor_id: entry.actorId,
      actor_name: name,
      actor_email: email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before,
      after: entry.after,
      created_at: entry.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
    actors,
    actions: actions.map((a) => a.action),
  };
}
