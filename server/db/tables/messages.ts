// Members' messages, the inbox's conversation rows and member blocks.
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth-schema";
import { createdAt } from "./columns";

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // No foreign keys on the two participants: when a member deletes their account, the other
    // side keeps the conversation, the deleted member shown as 'Unknown User' (spec §3; decision 065).
    // server/modules/my-profile/delete-account.ts removes what no one is left to read.
    senderId: text("sender_id").notNull(),
    recipientId: text("recipient_id").notNull(),
    subject: text("subject"),
    content: text("content").notNull(),
    threadId: uuid("thread_id").notNull(),
    parentMessageId: uuid("parent_message_id"),
    threadSubject: text("thread_subject"),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: createdAt(),
    /** Hidden by the office (decision 112): gone from the recipient's inbox; the sender sees why. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    /** The sender's first message to someone they had never talked with (decision 120): counted by the daily limit. */
    firstContact: boolean("first_contact").notNull().default(false),
  },
  (t) => [
    check("messages_not_self_check", sql`sender_id <> recipient_id`),
    index("messages_sender_created_idx").on(t.senderId, t.createdAt),
    index("messages_recipient_created_idx").on(t.recipientId, t.createdAt),
    // Unread per conversation (recipient, sender) and the member's unread total (recipient).
    index("messages_unread_pair_idx").on(t.recipientId, t.senderId).where(sql`NOT is_read`),
    index("messages_thread_idx").on(t.threadId),
    // One conversation's messages in order, whichever of the two sent them (decision 045).
    index("messages_pair_created_idx").on(
      sql`least(${t.senderId}, ${t.recipientId})`,
      sql`greatest(${t.senderId}, ${t.recipientId})`,
      t.createdAt,
      t.id,
    ),
  ],
);

/**
 * One row per member and person they exchanged messages with, pointing at the newest message
 * between them: the inbox reads a page of these in index order (decision 045). Kept by
 * triggers on `messages` (migration 0006), so every insert and delete keeps it true.
 */
export const conversations = pgTable(
  "conversations",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // The other person may have deleted their account: the row stays (decision 065).
    otherId: text("other_id").notNull(),
    lastMessageId: uuid("last_message_id").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.otherId] }),
    // Ascending: read backwards it is exactly ORDER BY last_at DESC, last_message_id DESC (NULLS FIRST).
    index("conversations_member_last_idx").on(t.memberId, t.lastAt, t.lastMessageId),
  ],
);

/**
 * One member blocking another (issue 28 item 3, decision 106): neither can write to the other,
 * and the blocked one no longer finds the blocker in pickers or search suggestions. Private to
 * the blocker: nothing shows the blocked member who blocked them. Gone with either account.
 */
export const memberBlocks = pgTable(
  "member_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // "Who blocked me": the other direction of every check.
    index("member_blocks_blocked_idx").on(t.blockedId, t.blockerId),
  ],
);
