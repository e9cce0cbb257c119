import { eq, type SQL, sql } from "drizzle-orm";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationPreferences,
} from "../../../contract/notifications";
import type { Db } from "../../db/client";
import { notificationPreferences } from "../../db/schema";
import { accountInMemoriamSql } from "../memoriam/rules";

/** A member's choices, the contract's defaults where none is stored. */
export async function getPreferences(
  db: Pick<Db, "select">,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...row?.preferences };
}

export async function savePreferences(
  db: Db,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { preferences, updatedAt: sql`now()` },
    });
  return preferences;
}

/** The member's own zone (reminders state event times in it too); null until their browser told it. */
export async function getMemberTimeZone(db: Pick<Db, "select">, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: notificationPreferences.timeZone })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.timeZone ?? null;
}

export async function saveMemberTimeZone(db: Db, userId: string, timeZone: string): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, timeZone })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { timeZone, updatedAt: sql`now()` } });
}

/**
 * The delivery a member chose for one kind, as SQL over a user id column: lets a sender pick
 * every recipient who wants a mail now in the one query that finds them (no query per member).
 */
export function deliveryOfSql(userIdColumn: SQL | string, kind: NotificationKind): SQL {
  const column = typeof userIdColumn === "string" ? sql.raw(userIdColumn) : userIdColumn;
  // An alumnus in memoriam is told nothing, whatever they once chose (decision 109).
  return sql`CASE WHEN ${accountInMemoriamSql(column)} THEN 'never' ELSE coalesce((SELECT np.preferences ->> ${kind} FROM notification_preferences np WHERE np.user_id = ${column}), ${DEFAULT_NOTIFICATION_PREFERENCES[kind]}) END`;
}

export async function deliveryOf(
  db: Pick<Db, "select">,
  userId: string,
  kind: NotificationKind,
): Promise<NotificationDelivery> {
  return (await getPreferences(db, userId))[kind];
}
