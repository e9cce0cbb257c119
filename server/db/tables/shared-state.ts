// What every app server must share through the database: uploaded files and rate-limit counters.
import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files kept in the database (STORAGE=database, the default on PostgreSQL), so every
 * app server can serve every avatar. Avatars are small: re-encoded WebP of a few tens of KB.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

/**
 * Counters of rate-limiter-flexible's Drizzle store (server/auth/throttles.ts): failed
 * sign-ins per account, e-mails per address; the request limits and roll invitations too. In
 * the database so every app server counts against the same budget. `expire` ends a counter's
 * window; rows that ended over an hour ago are deleted by the hourly `rate-limits-prune` job
 * (server/http/rate-limits-retention.ts, decision 141).
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});
