import type { MessageDto } from "../../contract/dto";
import type { ConversationPartnerDto } from "../../contract/messaging";
import type { messages } from "../db/schema";

/**
 * Messages and the people in them. A participant is only ever their name and avatar (both in
 * spec §3's public subset): whatever their privacy settings, no other profile field leaves
 * here, and someone who left the directory still shows in a conversation they are part of
 * (decision 022).
 */

/** Spec §3: the client shows 'Unknown User' when a participant has no profile. */
export const UNKNOWN_USER = "Unknown User";

export type MessageRow = {
  m: typeof messages.$inferSelect;
  sName: string | null;
  sAvatar: string | null;
  rName: string | null;
  rAvatar: string | null;
  /** The recipient has not written to the sender yet (decision 120): links stay plain text. */
  linksInert?: boolean;
};

export function presentParticipant(
  userId: string,
  name: string | null,
  avatarUrl: string | null,
): ConversationPartnerDto {
  return { user_id: userId, display_name: name ?? UNKNOWN_USER, avatar_url: avatarUrl };
}

export function presentMessage(r: MessageRow): MessageDto {
  const sender = presentParticipant(r.m.senderId, r.sName, r.sAvatar);
  const recipient = presentParticipant(r.m.recipientId, r.rName, r.rAvatar);
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
    sender_profile: { display_name: sender.display_name, avatar_url: sender.avatar_url },
    recipient_profile: { display_name: recipient.display_name, avatar_url: recipient.avatar_url },
    // Only its sender is ever shown a hidden message (decision 112): they see that it was hidden, and why.
    ...(r.m.hiddenAt ? { hidden_reason: r.m.hiddenReason ?? "" } : {}),
    // A stranger's links are not made clickable until the recipient replies (issue 28 item 4).
    ...(r.linksInert ? { links_inert: true } : {}),
  };
}

/** The other person of a message, seen by `me`. */
export function otherParticipant(r: MessageRow, me: string): ConversationPartnerDto {
  return r.m.senderId === me
    ? presentParticipant(r.m.recipientId, r.rName, r.rAvatar)
    : presentParticipant(r.m.senderId, r.sName, r.sAvatar);
}
