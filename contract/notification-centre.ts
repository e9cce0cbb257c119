import { z } from "zod";
import { INVALID_CURSOR, isPageCursor } from "./messaging";
import type { NotificationItemKind } from "./notifications";

/**
 * The in-app notification centre (issue 11 item 6): the bell in the header, its unread count
 * and the list of what happened to the member, each item linking to its page. Decision 074.
 */

export const NOTIFICATION_PAGE = { default: 20, max: 50 } as const;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${NOTIFICATION_PAGE.max}`;

/** GET /api/v1/notifications: the member's items, newest first (the inbox's keyset cursor). */
export const notificationListQuerySchema = z.object({
  cursor: z.string().max(100, INVALID_CURSOR).refine(isPageCursor, INVALID_CURSOR).optional(),
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(NOTIFICATION_PAGE.max, LIMIT_MESSAGE)
    .default(NOTIFICATION_PAGE.default),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const NOTIFICATION_READ_MESSAGES = {
  oneOrAll: "Name one notification (id) or all of them (all: true)",
  notFound: "Notification not found",
} as const;

/** POST /api/v1/notifications/read: one of the member's own items, or all of them. */
export const markNotificationsReadSchema = z
  .object({
    id: z.uuid({ message: NOTIFICATION_READ_MESSAGES.notFound }).optional(),
    all: z.literal(true, { message: NOTIFICATION_READ_MESSAGES.oneOrAll }).optional(),
  })
  .refine((b) => (b.id === undefined) !== (b.all === undefined), {
    message: NOTIFICATION_READ_MESSAGES.oneOrAll,
  });
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

export interface NotificationItemDto {
  id: string;
  kind: NotificationItemKind;
  title: string;
  body: string;
  /** The page it is about, on this site ("/messages?with=…"). */
  path: string;
  created_at: string;
  read: boolean;
}

export interface NotificationPage {
  items: NotificationItemDto[];
  /** The member's unread items in all (the bell's badge). */
  unread: number;
  /** Hand back as `cursor` for older items; null when this is the last page. */
  next_cursor: string | null;
}

export interface MarkNotificationsReadResult {
  marked: number;
  unread: number;
}
