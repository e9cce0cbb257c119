import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { NotificationItemKind } from "../../../contract/notifications";
import { user } from "../auth-schema";

/**
 * The in-app notification centre (issue 11 item 6, decision 074): one row per thing a member
 * is told about in the bell. Written by `server/modules/notifications/centre.ts` only, where
 * the senders decide (a member who chose 'Never' for the kind gets no row).
 *
 * `group_key` names the occasion (`message:<sender>`, `event-reminder:<event>`, …): while an
 * item of that occasion is unread, a new one updates it instead of adding another (five
 * messages from one person are one line), and the same unique index answers "my unread count".
 */
export const notificationItems = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationItemKind>().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A path on this site, never an absolute address. */
    path: text("path").notNull(),
    groupKey: text("group_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    // "My items, newest first", keyset-paged on (created_at, id).
    index("notifications_user_newest_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // One unread item per occasion, and the unread count: only the unread rows are in it.
    uniqueIndex("notifications_user_unread_key").on(t.userId, t.groupKey).where(sql`read_at IS NULL`),
  ],
);
