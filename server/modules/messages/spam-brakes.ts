import { and, countDistinct, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import { BRAKE_TEXT } from "../../../contract/ui-text";
import { user } from "../../db/auth-schema";
import type { Db } from "../../db/client";
import { messages, reports, settings } from "../../db/schema";
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

/**
 * Talked: a message between the two that the recipient side could see, either way. A message the
 * brake held (or the office hid) does not count: its conversation row exists, but the next message
 * to that person is still a first message, counted and compared (second review, M1). One probe of
 * the pair index (messages_pair_created_idx).
 */
async function haveTalked(tx: Db, senderId: string, recipientId: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(messages)
    .where(
      and(
        sql`least(${messages.senderId}, ${messages.recipientId}) = least(${senderId}::text, ${recipientId}::text)`,
        sql`greatest(${messages.senderId}, ${messages.recipientId}) = greatest(${senderId}::text, ${recipientId}::text)`,
        isNull(messages.hiddenAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * SQL: a text as the same-text hold compares it: lower case, without spaces, punctuation or
 * invisible characters, so "Cheap  watches!" and "cheap watches" are the same message (second
 * review, M2). Only ASCII punctuation and the Unicode spaces go: letters of any script stay, so
 * two texts in another alphabet are never made equal by being emptied.
 */
const IGNORED_IN_COMPARISON = "[[:space:][:punct:]\u00a0\u2000-\u200f\u2028-\u202f\u2060\u3000\ufeff]+";
const comparable = (text: SQL) => sql`regexp_replace(lower(${text}), ${IGNORED_IN_COMPARISON}, '', 'g')`;

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
        sql`CASE WHEN ${comparable(sql`${messages.content}`)} = ${comparable(sql`${content}::text`)} THEN ${messages.recipientId} END`,
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
