import type { NotificationItemDto } from "../../contract/notification-centre";
import type { notificationItems } from "../db/schema";

/** An item of the bell's list: what it says, where it leads, whether it was read. */
export function presentNotification(row: typeof notificationItems.$inferSelect): NotificationItemDto {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    path: row.path,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
