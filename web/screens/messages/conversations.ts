import type { MessageDto } from "@contract/dto";

/** Messages grouped per other person (spec §3), newest conversation first. */
export interface Conversation {
  otherUserId: string;
  name: string;
  avatarUrl: string | null;
  messages: MessageDto[];
  last: MessageDto;
  unread: number;
}

export function groupConversations(messages: MessageDto[], me: string): Conversation[] {
  const map = new Map<string, Conversation>();
  for (const m of messages) {
    const mine = m.sender_id === me;
    const otherUserId = mine ? m.recipient_id : m.sender_id;
    const other = mine ? m.recipient_profile : m.sender_profile;
    let c = map.get(otherUserId);
    if (!c) {
      c = {
        otherUserId,
        name: other.display_name,
        avatarUrl: other.avatar_url,
        messages: [],
        last: m,
        unread: 0,
      };
      map.set(otherUserId, c);
    }
    c.messages.push(m);
    c.last = m;
    if (!mine && !m.is_read) c.unread += 1;
  }
  return [...map.values()].sort((a, b) => b.last.created_at.localeCompare(a.last.created_at));
}
