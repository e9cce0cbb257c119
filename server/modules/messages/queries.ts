import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, ilike, isNotNull, ne, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MessageDto } from "../../../contract/dto";
import type { RecipientDto, SendMessageInput } from "../../../contract/messaging";
import { MESSAGING_MESSAGES, VALIDATION } from "../../../contract/ui-text";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like";
import { messages, profiles, user } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import { authorize, privacyFlagOnSql } from "../../policies";
import { privacyOf } from "../../presenters/profile";

const senderProfile = alias(profiles, "sender_profile");
const recipientProfile = alias(profiles, "recipient_profile");
/** Spec §3: the client shows 'Unknown User' when a participant has no profile. */
const UNKNOWN = "Unknown User";
/** The most recent messages a member's inbox loads at once. */
const INBOX_LIMIT = 2000;

type Row = {
  m: typeof messages.$inferSelect;
  sName: string | null;
  sAvatar: string | null;
  rName: string | null;
  rAvatar: string | null;
};

function present(r: Row): MessageDto {
  return {
    id: r.m.id,
    sender_id: r.m.senderId,
    recipient_id: r.m.recipientId,
    subject: r.m.subject,
    content: r.m.content,
    thread_id: r.m.threadId,
    parent_message_id: r.m.parentMessageId,
    thread_subject: r.m.threadSubject,
    is_read: r.m.isRead,
    created_at: r.m.createdAt.toISOString(),
    sender_profile: { display_name: r.sName ?? UNKNOWN, avatar_url: r.sAvatar },
    recipient_profile: { display_name: r.rName ?? UNKNOWN, avatar_url: r.rAvatar },
  };
}

function selectWithProfiles(db: Db) {
  return db
    .select({
      m: messages,
      sName: senderProfile.displayName,
      sAvatar: senderProfile.avatarUrl,
      rName: recipientProfile.displayName,
      rAvatar: recipientProfile.avatarUrl,
    })
    .from(messages)
    .leftJoin(senderProfile, eq(senderProfile.userId, messages.senderId))
    .leftJoin(recipientProfile, eq(recipientProfile.userId, messages.recipientId));
}

/** Spec §7: the messages where the member is sender or recipient, oldest first (one query). */
export async function listMessages(db: Db, userId: string): Promise<MessageDto[]> {
  const rows = await selectWithProfiles(db)
    .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)))
    .orderBy(desc(messages.createdAt))
    .limit(INBOX_LIMIT);
  return rows.reverse().map(present);
}

/** One message, only for its sender or recipient (404 for anyone else: no existence leak). */
export async function getMessage(db: Db, viewer: Viewer, id: string): Promise<MessageDto> {
  const [row] = await selectWithProfiles(db).where(eq(messages.id, id));
  if (!row) throw notFound("Message not found");
  try {
    authorize(viewer, { kind: "message.read", senderId: row.m.senderId, recipientId: row.m.recipientId });
  } catch {
    throw notFound("Message not found");
  }
  return present(row);
}

/**
 * Sends a message (spec §4/§5): not to oneself, only to an account whose owner allows
 * messages. A reply reuses its parent's thread id; anything else starts a new thread.
 */
export async function sendMessage(db: Db, viewer: Viewer, input: SendMessageInput): Promise<MessageDto> {
  const senderId = viewer.user.id;
  if (input.recipient_id === senderId)
    throw badRequest(VALIDATION.messageSelf, { recipient_id: VALIDATION.messageSelf });
  const [recipient] = await db
    .select({ id: user.id, privacy: profiles.privacySettings })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, input.recipient_id));
  if (!recipient)
    throw badRequest(VALIDATION.invalidRecipient, { recipient_id: VALIDATION.invalidRecipient });
  const allows = privacyOf(recipient.privacy).allow_messages;
  authorize(
    viewer,
    { kind: "message.send", senderId, recipientId: recipient.id, recipientAllowsMessages: allows },
    MESSAGING_MESSAGES.recipientClosed,
  );

  let threadId: string = randomUUID();
  let threadSubject = input.thread_subject ?? input.subject ?? null;
  if (input.parent_message_id) {
    const [parent] = await db
      .select({ threadId: messages.threadId, threadSubject: messages.threadSubject })
      .from(messages)
      .where(
        and(
          eq(messages.id, input.parent_message_id),
          or(
            and(eq(messages.senderId, senderId), eq(messages.recipientId, recipient.id)),
            and(eq(messages.senderId, recipient.id), eq(messages.recipientId, senderId)),
          ),
        ),
      );
    if (!parent) throw badRequest("The message you replied to was not found.");
    threadId = parent.threadId;
    threadSubject = parent.threadSubject;
  }
  const [row] = await db
    .insert(messages)
    .values({
      senderId,
      recipientId: recipient.id,
      subject: input.subject ?? null,
      content: input.content,
      threadId,
      parentMessageId: input.parent_message_id ?? null,
      threadSubject,
    })
    .returning({ id: messages.id });
  const [full] = await selectWithProfiles(db).where(eq(messages.id, row.id));
  return present(full);
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
    // Someone who left the directory has no page and no search hit (decision 010), so the
    // picker does not list them to other members either; an existing conversation still works.
    privacyFlagOnSql("show_in_directory"),
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
