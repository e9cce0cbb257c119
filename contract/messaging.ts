import { z } from "zod";
import { LIMITS } from "./constants";
import { searchTextSchema } from "./query-text";
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
  search: searchTextSchema,
  limit: z.coerce.number().int().min(1).max(LIMITS.messagingProfiles).default(LIMITS.messagingProfiles),
});

/** Page sizes of the inbox and of a conversation (decision 045). */
export const MESSAGE_PAGES = {
  conversationsDefault: 30,
  conversationsMax: 100,
  threadDefault: 50,
  threadMax: 200,
} as const;

export const INVALID_CURSOR = "Invalid cursor";

/**
 * A page cursor: the (created_at, id) of the last item of the previous page, as the server
 * wrote it (microsecond UTC time, then the message id). Opaque to the browser, which only
 * hands back `next_cursor`.
 */
const CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isPageCursor(value: string): boolean {
  const match = CURSOR_PATTERN.exec(value);
  if (!match) return false;
  // A real instant: no 13th month, no 31 February.
  const time = new Date(`${match[1]}Z`);
  return !Number.isNaN(time.getTime()) && time.toISOString().startsWith(match[1]);
}

const cursorSchema = z.string().max(100, INVALID_CURSOR).refine(isPageCursor, INVALID_CURSOR).optional();
const pageLimit = (max: number, fallback: number) =>
  z.coerce
    .number({ message: `limit must be a whole number from 1 to ${max}` })
    .int(`limit must be a whole number from 1 to ${max}`)
    .min(1, `limit must be a whole number from 1 to ${max}`)
    .max(max, `limit must be a whole number from 1 to ${max}`)
    .default(fallback);

/** GET /api/v1/messages/conversations: the inbox, newest conversation first. */
export const conversationsQuerySchema = z.object({
  cursor: cursorSchema,
  /** Only the conversations whose person's name or last message holds this text (decision 089). */
  search: searchTextSchema,
  limit: pageLimit(MESSAGE_PAGES.conversationsMax, MESSAGE_PAGES.conversationsDefault),
});
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;

/** GET /api/v1/messages/conversations/{user_id}: one conversation, newest page first. */
export const threadQuerySchema = z.object({
  cursor: cursorSchema,
  limit: pageLimit(MESSAGE_PAGES.threadMax, MESSAGE_PAGES.threadDefault),
});
export type ThreadQuery = z.infer<typeof threadQuerySchema>;
export const threadParamsSchema = z.object({ user_id: z.string().min(1).max(100) });

/** The other person of a conversation: only their name and avatar ('Unknown User' without a profile). */
export interface ConversationPartnerDto {
  user_id: string;
  display_name: string;
  avatar_url: string | null;
}

export interface ConversationDto {
  other: ConversationPartnerDto;
  last_message: import("./dto").MessageDto;
  /** Messages they sent the member that are not read yet. */
  unread: number;
}

export interface ConversationsPage {
  conversations: ConversationDto[];
  /** Unread messages across all the member's conversations (the heading's total). */
  unread_total: number;
  /** Hand back as `cursor` for the next (older) page; null when this is the last. */
  next_cursor: string | null;
}

export interface ThreadPage {
  /** Oldest first within the page; the first page holds the newest messages. */
  messages: import("./dto").MessageDto[];
  /** Hand back as `cursor` for the earlier messages; null when there are none. */
  next_cursor: string | null;
  /**
   * Why the member cannot write to this person now (account deleted, messages turned off),
   * as the line the chat shows instead of its composer; null when they can (decision 094).
   */
  closed_reason: string | null;
}

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
  | { type: "read"; ids: string[]; reader_id: string }
  /** The member's notification centre changed (an item written or read): refetch the bell. */
  | { type: "notifications" }
  /** An event the member proposed was approved or refused: refetch the Events lists. */
  | { type: "events" }
  /** Someone was checked in at an event's door: the office and its volunteers refetch the counts. */
  | { type: "check-ins"; event_id: string };
