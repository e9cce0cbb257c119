import { and, asc, desc, eq, ilike, isNotNull, ne, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { MessageDto } from "../../../contract/dto";
import type {
  ConversationsPage,
  ConversationsQuery,
  RecipientDto,
  ThreadPage,
  ThreadQuery,
} from "../../../contract/messaging";
import type { Viewer } from "../../auth/viewer";
import { type Db, queryRows } from "../../db/client";
import { containsPattern } from "../../db/like";
import { conversations, messages, profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { authorize, listedProfileSql, privacyFlagOnSql } from "../../policies";
import { type MessageRow, otherParticipant, presentMessage } from "../../presenters/message";
import { messageVisibleToSql } from "../moderation/visibility";
import { linksInertSql } from "./inert-links";
import { offeredToWriteSql, recipientRefusal } from "./recipient";

const senderProfile = alias(profiles, "sender_profile");
const recipientProfile = alias(profiles, "recipient_profile");
/** The most recent messages `GET /api/v1/messages` (spec §7's list) returns at once. */
const INBOX_LIMIT = 2000;

export const present = presentMessage;

const messageColumns = {
  m: messages,
  sName: senderProfile.displayName,
  sAvatar: senderProfile.avatarUrl,
  rName: recipientProfile.displayName,
  rAvatar: recipientProfile.avatarUrl,
  // Has the recipient ever written to the sender? (decision 120)
  linksInert: linksInertSql(),
};

export function selectWithProfiles(db: Db) {
  return db
    .select(messageColumns)
    .from(messages)
    .leftJoin(senderProfile, eq(senderProfile.userId, messages.senderId))
    .leftJoin(recipientProfile, eq(recipientProfile.userId, messages.recipientId));
}

/** Spec §7: the messages where the member is sender or recipient, oldest first (one query). */
export async function listMessages(db: Db, userId: string): Promise<MessageDto[]> {
  const rows = await selectWithProfiles(db)
    .where(
      and(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)), messageVisibleToSql(userId)),
    )
    .orderBy(desc(messages.createdAt))
    .limit(INBOX_LIMIT);
  return rows.reverse().map(present);
}

// ---------------------------------------------------------------------------------------
// Paged reading (decision 045): keyset cursors over (created_at, id), newest first.

/** A row's position as a cursor: its time to the microsecond (as stored) and its id. */
export const cursorOf = (at: AnyPgColumn, id: AnyPgColumn) =>
  sql<string>`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${id}::text`;

function parseCursor(cursor: string): { at: string; id: string } {
  const at = cursor.slice(0, cursor.indexOf("_"));
  return { at, id: cursor.slice(at.length + 1) };
}

/** Rows strictly before the cursor in (time, id) order. */
export function before(at: AnyPgColumn, id: AnyPgColumn, cursor?: string) {
  if (!cursor) return undefined;
  const c = parseCursor(cursor);
  return sql`(${at}, ${id}) < (${c.at}::timestamptz, ${c.id}::uuid)`;
}

/**
 * The unread messages sent to the member (the heading's total; partial index on unread), but
 * none the office hid or whose sender is suspended (decision 112).
 */
const unreadTotalSql = (userId: string) =>
  sql<number>`(SELECT count(*)::int FROM ${messages} WHERE ${messages.recipientId} = ${userId} AND NOT ${messages.isRead} AND ${messageVisibleToSql(userId)})`;

/**
 * The message a conversation shows the member: its newest, unless the office hid it or its sender
 * is suspended (decision 112) — then the newest they may still see, found along the pair index. A
 * conversation with nothing left to see has none, and is not listed.
 */
function shownMessageIdSql(userId: string): SQL {
  const pair = (a: string) =>
    sql.raw(`least(${a}.sender_id, ${a}.recipient_id), greatest(${a}.sender_id, ${a}.recipient_id)`);
  return sql`COALESCE(
    (SELECT l.id FROM ${messages} l WHERE l.id = ${conversations.lastMessageId} AND ${messageVisibleToSql(userId, "l")}),
    (SELECT v.id FROM ${messages} v
      WHERE (${pair("v")}) = (least(${conversations.memberId}, ${conversations.otherId}), greatest(${conversations.memberId}, ${conversations.otherId}))
        AND ${messageVisibleToSql(userId, "v")}
      ORDER BY ${pair("v")}, v.created_at DESC, v.id DESC LIMIT 1))`;
}

/**
 * A conversation found by the search box: the other person's name (as the list shows it) or
 * the last message holds the text. Checked row by row along the member's own conversations,
 * so its cost grows with that member's conversations, never with the whole table.
 */
const conversationMatches = (pattern: string) =>
  or(
    sql`(CASE WHEN ${messages.senderId} = ${conversations.otherId} THEN ${senderProfile.displayName}
      ELSE ${recipientProfile.displayName} END) ILIKE ${pattern}`,
    ilike(messages.content, pattern),
  );

/**
 * The member's conversations, newest first, one page (spec §2 Messages, decision 045): the
 * other person, the last message and the unread count of each, and the unread total, in one
 * query that walks `conversations_member_last_idx` and stops after `limit + 1` rows.
 */
export async function listConversations(
  db: Db,
  userId: string,
  q: ConversationsQuery,
): Promise<ConversationsPage> {
  const rows = await db
    .select({
      ...messageColumns,
      cursor: cursorOf(conversations.lastAt, conversations.lastMessageId),
      unread: sql<number>`(SELECT count(*)::int FROM ${messages} AS u
        WHERE u.recipient_id = ${conversations.memberId} AND u.sender_id = ${conversations.otherId}
        AND NOT u.is_read AND ${messageVisibleToSql(userId, "u")})`,
      unreadTotal: unreadTotalSql(userId),
    })
    .from(conversations)
    .innerJoin(messages, sql`${messages.id} = ${shownMessageIdSql(userId)}`)
    .leftJoin(senderProfile, eq(senderProfile.userId, messages.senderId))
    .leftJoin(recipientProfile, eq(recipientProfile.userId, messages.recipientId))
    .where(
      and(
        eq(conversations.memberId, userId),
        before(conversations.lastAt, conversations.lastMessageId, q.cursor),
        q.search ? conversationMatches(containsPattern(q.search)) : undefined,
      ),
    )
    .orderBy(desc(conversations.lastAt), desc(conversations.lastMessageId))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const unreadTotal = page.length
    ? page[0].unreadTotal
    : ((await queryRows<{ n: number }>(db, sql`SELECT ${unreadTotalSql(userId)} AS n`))[0]?.n ?? 0);
  return {
    conversations: page.map((r) => ({
      other: otherParticipant(r, userId),
      last_message: present(r),
      unread: r.unread,
    })),
    unread_total: unreadTotal,
    next_cursor: rows.length > q.limit ? page[page.length - 1].cursor : null,
  };
}

/** Both orders of the pair, as `messages_pair_created_idx` stores them. */
const pairLow = sql`least(${messages.senderId}, ${messages.recipientId})`;
const pairHigh = sql`greatest(${messages.senderId}, ${messages.recipientId})`;

/**
 * One conversation (the member and `otherId`), one page: the newest `limit` messages before
 * the cursor, returned oldest first. One range scan of `messages_pair_created_idx`.
 */
export async function listThread(
  db: Db,
  viewer: Viewer,
  otherId: string,
  q: ThreadQuery,
): Promise<ThreadPage> {
  const userId = viewer.user.id;
  const rows = (await db
    .select({ ...messageColumns, cursor: cursorOf(messages.createdAt, messages.id) })
    .from(messages)
    .leftJoin(senderProfile, eq(senderProfile.userId, messages.senderId))
    .leftJoin(recipientProfile, eq(recipientProfile.userId, messages.recipientId))
    .where(
      and(
        sql`${pairLow} = least(${userId}::text, ${otherId}::text)`,
        sql`${pairHigh} = greatest(${userId}::text, ${otherId}::text)`,
        // The pair {least, greatest} is {member, other}, so the member is always one of the two:
        // nobody reads anyone else's messages, whatever id they give.
        before(messages.createdAt, messages.id, q.cursor),
        messageVisibleToSql(userId),
      ),
    )
    .orderBy(desc(pairLow), desc(pairHigh), desc(messages.createdAt), desc(messages.id))
    .limit(q.limit + 1)) as Array<MessageRow & { cursor: string }>;
  const page = rows.slice(0, q.limit);
  // Asked on every page, so a conversation opened or paged later shows today's answer.
  const refusal = await recipientRefusal(db, viewer, otherId);
  return {
    messages: page.map(present).reverse(),
    next_cursor: rows.length > q.limit ? page[page.length - 1].cursor : null,
    closed_reason: refusal?.message ?? null,
  };
}

/** One message, only for its sender or recipient (404 for anyone else: no existence leak). */
export async function getMessage(db: Db, viewer: Viewer, id: string): Promise<MessageDto> {
  const [row] = await selectWithProfiles(db).where(
    and(eq(messages.id, id), messageVisibleToSql(viewer.user.id)),
  );
  if (!row) throw notFound("Message not found");
  try {
    authorize(viewer, { kind: "message.read", senderId: row.m.senderId, recipientId: row.m.recipientId });
  } catch {
    throw notFound("Message not found");
  }
  return present(row);
}

/**
 * Marks as read what `otherUserId` sent to the viewer (opening a conversation). The WHERE
 * names the viewer as recipient, so nobody can mark someone else's messages.
 */
export async function markConversationRead(db: Db, viewerId: string, otherUserId: string) {
  return db
    .update(messages)
    .set({ isRead: true })
    .where(
      and(eq(messages.recipientId, viewerId), eq(messages.senderId, otherUserId), eq(messages.isRead, false)),
    )
    .returning({ id: messages.id, senderId: messages.senderId });
}

/** Marks one message read: only its recipient may (spec §6); 404 for outsiders. */
export async function markMessageRead(db: Db, viewer: Viewer, id: string) {
  const [row] = await db
    .select({ senderId: messages.senderId, recipientId: messages.recipientId })
    .from(messages)
    .where(eq(messages.id, id));
  if (!row) throw notFound("Message not found");
  if (row.senderId !== viewer.user.id && row.recipientId !== viewer.user.id)
    throw notFound("Message not found");
  authorize(viewer, { kind: "message.markRead", recipientId: row.recipientId });
  await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.id, id), eq(messages.recipientId, viewer.user.id)));
  return row;
}

/**
 * People a member may pick for a new message: with an account, allowing messages, listed in
 * the directory, not themselves (limit 500).
 */
export async function listRecipients(
  db: Db,
  viewerId: string,
  q: { search?: string; limit: number },
): Promise<RecipientDto[]> {
  const conditions = [
    isNotNull(profiles.userId),
    ne(profiles.userId, viewerId),
    // Flags as they are, with no exception for admins (messaging them is no admin right).
    privacyFlagOnSql("allow_messages"),
    // Someone who left the directory, or whose sign-up is not verified yet, has no page and no
    // search hit (decisions 010, 092), so the picker does not list them to other members either;
    // an existing conversation still works.
    listedProfileSql(),
    // Nobody is offered someone they blocked or who blocked them (decision 106), nor an alumnus
    // in memoriam (decision 109), nor a suspended member (decision 112).
    offeredToWriteSql(viewerId),
  ];
  if (q.search) conditions.push(ilike(profiles.displayName, containsPattern(q.search)));
  const rows = await db
    .select({
      user_id: profiles.userId,
      display_name: profiles.displayName,
      avatar_url: profiles.avatarUrl,
      currentrole: profiles.currentRole,
      company: profiles.company,
    })
    .from(profiles)
    .where(and(...conditions))
    .orderBy(asc(profiles.displayName))
    .limit(q.limit);
  return rows as RecipientDto[];
}
