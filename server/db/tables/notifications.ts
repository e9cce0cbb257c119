import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from "../../../contract/notifications";
import { user } from "../auth-schema";

/**
 * A member's choice per notification kind (Immediately, Daily/Weekly digest, Never). No row:
 * the defaults of the contract. Read by the senders in SQL (`deliveryOfSql`), so a list of
 * recipients is one query, not one per member.
 */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  preferences: jsonb("preferences")
    .$type<NotificationPreferences>()
    .notNull()
    .default(DEFAULT_NOTIFICATION_PREFERENCES),
  /** The member's IANA zone (issue 11, item 7), set from their browser; null: not known yet. */
  timeZone: text("time_zone"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
