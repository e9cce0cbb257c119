import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { AdminAuditPage } from "../../../../contract/admin-content";
import { midnightInZone } from "../../../../contract/zoned-days";
import { type Db, queryRows } from "../../../db/client";
import { auditLog, user } from "../../../db/schema";
import { schoolTimeZone } from "../../settings/queries";
import { nameAuditIds } from "./names";

/**
 * The record's name for the log (issue 13): its current name by primary key (the CASE casts
 * only where the type's ids are uuids), else the name the audit row kept (deleted records).
 */
const targetLabel = sql<string | null>`coalesce(
  CASE ${auditLog.targetType}
    WHEN 'event' THEN (SELECT title FROM events WHERE id = ${auditLog.targetId}::uuid)
    WHEN 'news' THEN (SELECT title FROM news WHERE id = ${auditLog.targetId}::uuid)
    WHEN 'competition' THEN (SELECT name FROM competitions WHERE id = ${auditLog.targetId}::uuid)
    WHEN 'profile' THEN (SELECT display_name FROM profiles WHERE id = ${auditLog.targetId}::uuid)
    WHEN 'house' THEN (SELECT name FROM houses WHERE id = ${auditLog.targetId}::uuid)
    WHEN 'user' THEN (SELECT coalesce(p.display_name, u.name) FROM "user" u
                      LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = ${auditLog.targetId})
    WHEN 'newsletter' THEN (SELECT subject FROM newsletter_issues WHERE id = ${auditLog.targetId}::uuid)
    WHEN 'chapter' THEN (SELECT name FROM chapters WHERE id = ${auditLog.targetId}::uuid)
    WHEN 'job' THEN (SELECT title FROM jobs WHERE id = ${auditLog.targetId}::uuid)
    WHEN 'settings' THEN 'Site settings'
  END,
  ${auditLog.before} ->> 'title', ${auditLog.before} ->> 'name', ${auditLog.before} ->> 'displayName',
  ${auditLog.before} ->> 'subject', ${auditLog.after} ->> 'title', ${auditLog.after} ->> 'name',
  ${auditLog.after} ->> 'displayName', ${auditLog.after} ->> 'subject')`;

/**
 * Rows written before issue 21 kept, beside an edit's before and after, `changed`: every field
 * the form sent, not what changed. The before and after already show what changed.
 */
function withoutSentList(before: unknown, after: unknown): unknown {
  if (before === null || after === null || typeof after !== "object" || Array.isArray(after)) return after;
  const { changed: _sent, ...rest } = after as Record<string, unknown>;
  return rest;
}

/** The Activity view: newest first, filtered by actor and/or action (indexed on both). */
export async function listAudit(
  db: Db,
  q: { actor?: string; action?: string; from?: string; to?: string; page: number; page_size: number },
): Promise<AdminAuditPage> {
  const conditions: SQL[] = [];
  if (q.actor) conditions.push(eq(auditLog.actorId, q.actor));
  if (q.action) conditions.push(eq(auditLog.action, q.action));
  // The days are the school's (decision 128): from the first one's midnight there to the last one's end.
  if (q.from || q.to) {
    const zone = await schoolTimeZone(db);
    if (q.from) conditions.push(gte(auditLog.createdAt, midnightInZone(q.from, zone)));
    if (q.to) conditions.push(lt(auditLog.createdAt, midnightInZone(q.to, zone, 1)));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, total, actors, actions] = await Promise.all([
    db
      .select({ entry: auditLog, name: user.name, email: user.email, label: targetLabel })
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
  // Ids inside before and after become names: one query per kind of record for the page.
  const items = await nameAuditIds(
    db,
    rows.map(({ entry, name, email, label }) => ({
      id: entry.id,
      actor_id: entry.actorId,
      actor_name: name,
      actor_email: email,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      target_label: label,
      before: entry.before,
      after: withoutSentList(entry.before, entry.after),
      created_at: entry.createdAt.toISOString(),
    })),
  );
  return {
    items,
    total,
    page: q.page,
    page_size: q.page_size,
    actors,
    actions: actions.map((a) => a.action),
  };
}
