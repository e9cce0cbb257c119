import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Clients the scraping brake refused (issue 28 item 5, decision 120), for the office's list: one
 * row per member or address, written only when a read is refused, so the reads under the limit
 * never touch it. `client_key` is `member:<user id>` or `address:<ip>`.
 */
export const readBrakeRefusals = pgTable("read_brake_refusals", {
  clientKey: text("client_key").primaryKey(),
  userId: text("user_id"),
  address: text("address"),
  refused: integer("refused").notNull().default(0),
  firstRefusedAt: timestamp("first_refused_at", { withTimezone: true }).notNull().defaultNow(),
  lastRefusedAt: timestamp("last_refused_at", { withTimezone: true }).notNull().defaultNow(),
});
