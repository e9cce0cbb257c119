import { z } from "zod";
import { pageCursorSchema, pageLimit } from "./messaging";
import type { NotificationKind } from "./notifications";

/**
 * The in-app notification centre (issue 11 item 6): the bell in the header, its unread count
 * and the list of what happened to the member, each item linking to its page. Decision 074.
 */

export const NOTIFICATION_PAGE = { default: 20, max: 50 } as const;

/** GET /api/v1/notifications: the member's items, newest first. */
export const notificationListQuerySchema = z.object({
  cursor: pageCursorSchema,
  limit: pageLimit(NOTIFICATION_PAGE.max, NOTIFICATION_PAGE.default),
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
  kind: NotificationKind;
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

/** The bell's words. */
export const NOTIFICATION_CENTRE_TEXT = {
  heading: "Notifications",
  bellLabel: (unread: number) =>
    unread === 0 ? "Notifications" : `Notifications, ${unread > 99 ? "99+" : unread} unread`,
  markAllRead: "Mark all as read",
  empty: "You're all caught up",
  emptyExplain: "Messages, event news and mentoring requests for you will show up here.",
  loadFailed: "Failed to load notifications",
  retry: "Try again",
  loadMore: "Show older",
  settings: "Notification settings",
  markFailed: "Failed to mark notifications as read",
} as const;
