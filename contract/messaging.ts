import { z } from "zod";
import { LIMITS } from "./constants";
import { VALIDATION } from "./ui-text";

/** POST /api/v1/messages (spec §5 Messaging). A reply names its parent; a new thread does not. */
export const sendMessageSchema = z.object({
  recipient_id: z
    .string({ message: VALIDATION.invalidRecipient })
    .trim()
    .min(1, VALIDATION.invalidRecipient)
    .max(100),
  content: z
    .string()
    .trim()
    .min(1, "Message cannot be empty")
    .max(LIMITS.chatMessageMaxChars, `Messages are limited to ${LIMITS.chatMessageMaxChars} characters`),
  subject: z.string().trim().max(200).nullable().optional(),
  thread_subject: z.string().trim().max(200).nullable().optional(),
  parent_message_id: z.uuid().nullable().optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** POST /api/v1/messages/read: mark what this person sent me as read (opening a conversation). */
export const markConversationReadSchema = z.object({ other_user_id: z.string().min(1).max(100) });

export const recipientsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.messagingProfiles).default(LIMITS.messagingProfiles),
});

/** Someone a member may write to (New Message picker). */
export interface RecipientDto {
  user_id: string;
  display_name: string;
  avatar_url: string | null;
  currentrole: string | null;
  company: string | null;
}

/** What the live channel pushes (server → browser). */
export type RealtimeEvent =
  | { type: "joined" }
  | { type: "pong" }
  | { type: "message"; message: import("./dto").MessageDto }
  | { type: "read"; ids: string[]; reader_id: string };
