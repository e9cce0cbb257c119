import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { memberSuspensions } from "../../db/schema";

/**
 * What the office's actions take out of sight (issue 28 item 2, decision 112), as SQL for the
 * reads that show people and messages. A suspension is in force while its `until` is null (until
 * lifted) or later than now, so one that ran out needs no job to end it.
 */

/** SQL: the account in `userId` is suspended now (a primary-key read of member_suspensions). */
export function suspendedSql(userId: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${memberSuspensions} s WHERE s.user_id = ${userId} AND (s.until IS NULL OR s.until > now()))`;
}

/** SQL: the account in `userId` may be listed: not suspended now. */
export const notSuspendedSql = (userId: AnyPgColumn | SQL): SQL => sql`NOT ${suspendedSql(userId)}`;

/**
 * SQL: a message (columns of `alias`) its recipient may see or be told of (in the bell, by mail,
 * in a digest): not hidden by the office, its sender not suspended.
 */
export function messageShownToRecipientSql(alias: string): SQL {
  const m = sql.raw(`"${alias}"`);
  return sql`(${m}.hidden_at IS NULL AND ${notSuspendedSql(sql`${m}.sender_id`)})`;
}

/**
 * SQL: a message (columns of `alias`, `messages` by default) that `viewerId` may see: their own
 * always (the sender of a hidden one sees it, and why); another's unless the office hid it or
 * its sender is suspended.
 */
export function messageVisibleToSql(viewerId: string, alias = "messages"): SQL {
  const m = sql.raw(`"${alias}"`);
  return sql`(${m}.sender_id = ${viewerId} OR ${messageShownToRecipientSql(alias)})`;
}
