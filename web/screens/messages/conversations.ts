import type { MessageDto } from "@contract/dto";
import type { ConversationDto } from "@contract/messaging";

/** One row of the conversation list: the other person, the last message and the unread count. */
export interface Conversation {
  otherUserId: string;
  name: string;
  avatarUrl: string | null;
  last: MessageDto;
  unread: number;
}

/** The API's conversations (already newest first, decision 045) as list rows. */
export function toConversations(list: ConversationDto[]): Conversation[] {
  return list.map((c) => ({
    otherUserId: c.other.user_id,
    name: c.other.display_name,
    avatarUrl: c.other.avatar_url,
    last: c.last_message,
    unread: c.unread,
  }));
}
