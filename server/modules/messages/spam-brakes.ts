import { and, countDistinct, eq, gt, sql } from "drizzle-orm";
import { BRAKE_TEXT } from "../../../contract/ui-text";
import { user } from "../../db/auth-schema";
import type { Db } from "../../db/client";
import { conversations, messages, reports, settings } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * The spam brakes on a message (issue 28 item 4, decision 120), decided in the send's own
 * transaction so every server counts the same rows: a first message to someone the sender never
 * talked with spends one of the day's new conversations (fewer for a new account); replies are
 * free. The same text sent as a first message to several people is held for the office.
 */

/** The same first message to this many people within a day: the next ones are held. */
export const SAME_TEXT_RECIPIENTS_BEFORE_HOLD = 3;
const DAY = sql`now() - interval '1 day'`;

export interface SpamVerdict {
  firstContact: boolean;
  /** The number of people the same text already went to, when this message is to be held. */
  heldAfter: number | null;
}

/** Never talked: no conversation row (kept by triggers for every message either way). */
async function haveTalked(tx: Db, senderId: string, recipientId: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(conversations)
    .where(and(eq(conversations.memberId, senderId), eq(conversations.otherId, recipientId)))
    .limit(1);
  return rows.length > 0;
}

/** The sender's allowance today and, for a new account, how many days it lasts. */
async function allowance(
  tx: Db,
  senderId: string,
): Promise<{ limit: number; newAccountDays: number | null }> {
  const [row] = await tx
    .select({
      perDay: settings.newConversationsPerDay,
      newDays: settings.newAccountDays,
      newPerDay: settings.newAccountConversationsPerDay,
      isNew: sql<boolean>`${user.createdAt} > now() - make_interval(days => ${settings.newAccountDays})`,
    })
    .from(user)
    .leftJoin(settings, eq(settings.id, 1))
    .where(eq(user.id, senderId));
  // No settings row yet (a fresh database before the office saved any): the columns' defaults.
  const perDay = row?.perDay ?? 20;
  if (row?.isNew && row.newPerDay !== null && row.newDays !== null) {
    return { limit: Math.min(perDay, row.newPerDay), newAccountDays: row.newDays };
  }
  return { limit: perDay, newAccountDays: null };
}

/**
 * Applies the brakes before the insert, in its transaction: refuses with a 429 past the day's
 * allowance. The per-sender advisory lock makes two sends at once (on any servers) count in turn.
 */
export async function applySpamBrakes(
  tx: Db,
  senderId: string,
  recipientId: string,
  content: string,
): Promise<SpamVerdict> {
  if (await haveTalked(tx, senderId, recipientId)) return { firstContact: false, heldAfter: null };
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`first-contact:${senderId}`}))`);
  const recent = and(
    eq(messages.senderId, senderId),
    eq(messages.firstContact, true),
    gt(messages.createdAt, DAY),
  );
  const [{ started, sameText }] = await tx
    .select({
      started: sql<number>`count(*)::int`,
      sameText: countDistinct(
        sql`CASE WHEN ${messages.content} = ${content} THEN ${messages.recipientId} END`,
      ),
    })
    .from(messages)
    .where(recent);
  const { limit, newAccountDays } = await allowance(tx, senderId);
  if (started >= limit) {
    throw new AppError("RATE_LIMITED", BRAKE_TEXT.newConversationLimit(limit, newAccountDays), 429);
  }
  const held = Number(sameText) >= SAME_TEXT_RECIPIENTS_BEFORE_HOLD;
  return { firstContact: true, heldAfter: held ? Number(sameText) : null };
}

/** The office's copy of a held message: a spam report in the Reports queue, filed by nobody. */
export async function fileHeldMessageReport(
  tx: Db,
  m: { id: string; senderId: string; content: string },
  sameTextRecipients: number,
) {
  await tx.insert(reports).values({
    reporterId: null,
    subjectKind: "message",
    subjectId: m.id,
    subjectUserId: m.senderId,
    chapterId: null,
    reason: "spam",
    note: BRAKE_TEXT.heldNote(sameTextRecipients + 1),
    snapshot: { title: "Messages", lines: [m.content] },
  });
}
