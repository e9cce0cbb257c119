import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "../auth-schema";

/**
 * The office's suspension of a member (issue 28 item 2, decision 112): while a row is in force
 * (`until` is null — until lifted — or later than now) the member cannot sign in, is listed
 * nowhere, and their messages are hidden from recipients. Lifting deletes the row (the activity
 * log keeps what happened). Its statement trigger notifies every server's caches (migration 0020),
 * because the directory's shared reads leave suspended members out.
 */
export const memberSuspensions = pgTable("member_suspensions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  until: timestamp("until", { withTimezone: true }),
  suspendedBy: text("suspended_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
