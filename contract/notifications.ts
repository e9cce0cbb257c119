import { z } from "zod";
import { timeZoneSchema } from "./time-zone-schema";

/** What a member can be told about (issue 11). */
export const NOTIFICATION_KINDS = [
  "message",
  "event_moderation",
  "event_reminder",
  "new_alumni",
  "news",
  "mentoring",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What the bell can hold: every kind a member chooses a delivery for, and the office's notices
 * (a warning, content hidden; decision 112), which no member can turn off.
 */
export type NotificationItemKind = NotificationKind | "office_notice";

/** How: at once by e-mail, gathered into a daily or weekly digest, or not at all. */
export const NOTIFICATION_DELIVERIES = ["immediately", "daily", "weekly", "never"] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

export type NotificationPreferences = Record<NotificationKind, NotificationDelivery>;

/**
 * Whatever is chosen except 'Never', the member also finds each occasion in the bell's list
 * (the in-app notification centre, contract/notification-centre.ts); the choice decides the mail.
 *
 * Defaults: what is addressed to the member personally comes at once (a message still unread,
 * the answer to their event proposal, a reminder of an event they are going to); what is about
 * the community (new alumni of their house and year, news) comes in the weekly digest.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  message: "immediately",
  event_moderation: "immediately",
  event_reminder: "immediately",
  new_alumni: "weekly",
  news: "weekly",
  mentoring: "immediately",
};

export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.enum(NOTIFICATION_DELIVERIES)])) as Record<
    NotificationKind,
    z.ZodEnum<{ [K in NotificationDelivery]: K }>
  >,
);

/** PUT /api/v1/me/time-zone: the member's IANA zone, as their browser reports it. */
export const memberTimeZoneSchema = z.object({ time_zone: timeZoneSchema }).strict();
export interface MemberTimeZone {
  time_zone: string | null;
}

/** The Notifications tab of My Profile: each kind's name and what it means. */
export const NOTIFICATION_TEXT = {
  kinds: {
    message: {
      label: "New message",
      explain: "A message to you that is still unread a few minutes after it arrived.",
    },
    event_moderation: {
      label: "My event proposals",
      explain: "When the alumni office approves or rejects an event you proposed.",
    },
    event_reminder: {
      label: "Event reminders",
      explain: "24 hours before an event you said you are going to.",
    },
    new_alumni: {
      label: "New alumni from my house or class year",
      explain: "Members who join from your house or your graduation year.",
    },
    news: { label: "News", explain: "Articles the alumni office publishes." },
    mentoring: {
      label: "Mentoring",
      explain: "A request for your mentoring, and the answer to a request you sent.",
    },
  } satisfies Record<NotificationKind, { label: string; explain: string }>,
  deliveries: {
    immediately: "Immediately",
    daily: "Daily digest",
    weekly: "Weekly digest",
    never: "Never",
  } satisfies Record<NotificationDelivery, string>,
  saved: "Notification settings saved",
  saveFailed: "Failed to save notification settings",
  loadFailed: "Failed to load notification settings",
} as const;
