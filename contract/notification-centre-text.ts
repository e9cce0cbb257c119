/**
 * The bell's words (the in-app notification centre, decision 074). A module of its own, without
 * the request schemas, so the bell's chunk in the browser carries no zod schema for them.
 */
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
