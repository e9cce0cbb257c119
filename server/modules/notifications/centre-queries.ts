import { and, desc, eq, isNull, sql } from "drizzle-orm";
import {
  type MarkNotificationsRead,
  type MarkNotificationsReadResult,
  NOTIFICATION_READ_MESSAGES,
  type NotificationListQuery,
  type NotificationPage,
} from "../../../contract/notification-centre";
import { type Db, queryRows } from "../../db/client";
import { notificationItems } from "../../db/schema";
import { notFound } from "../../errors";
import { presentNotification } from "../../presenters/notification";
import { notifyPeople } from "../../realtime/hub";
import { before, cursorOf } from "../messages/queries";

const t = notificationItems;

/** The member's unread items (an index-only count over the partial unique index on unread). */
const unreadSql = (userId: string) =>
  sql<number>`(SELECT count(*)::int FROM ${t} WHERE ${t.userId} = ${userId} AND ${t.readAt} IS NULL)`;

/**
 * One page of the member's items, newest first, with their unread count: one query, one range
 * scan of `notifications_user_newest_idx` (keyset cursor on created_at and id).
 */
export async function listNotifications(
  db: Db,
  userId: string,
  q: NotificationListQuery,
): Promise<NotificationPage> {
  const rows = await db
    .select({ item: t, cursor: cursorOf(t.createdAt, t.id), unread: unreadSql(userId) })
    .from(t)
    .where(and(eq(t.userId, userId), before(t.createdAt, t.id, q.cursor)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const unread = rows[0]
    ? Number(rows[0].unread)
    : Number((await queryRows<{ n: number }>(db, sql`SELECT ${unreadSql(userId)} AS n`))[0].n);
  return {
    items: page.map((r) => presentNotification(r.item)),
    unread,
    next_cursor: rows.length > q.limit ? page[page.length - 1].cursor : null,
  };
}

/**
 * Marks one of the member's own items, or all of them, read. Someone else's id is 'not found'
 * (nothing changes, nothing is revealed). The member's other tabs are told, on commit.
 */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  body: MarkNotificationsRead,
): Promise<MarkNotificationsReadResult> {
  return db.transaction(async (tx) => {
    if (body.id) {
      const [own] = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.id, body.id), eq(t.userId, userId)));
      if (!own) throw notFound(NOTIFICATION_READ_MESSAGES.notFound);
    }
    const marked = await tx
      .update(t)
      .set({ readAt: sql`now()` })
      .where(and(eq(t.userId, userId), isNull(t.readAt), body.id ? eq(t.id, body.id) : undefined))
      .returning({ id: t.id });
    const [{ unread }] = await queryRows<{ unread: number }>(tx, sql`SELECT ${unreadSql(userId)} AS unread`);
    if (marked.length > 0) {
      await notifyPeople(tx, [userId], { type: "notifications" });
    }
    return { marked: marked.length, unread: Number(unread) };
  });
}
