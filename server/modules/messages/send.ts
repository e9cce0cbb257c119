import { randomUUID } from "node:crypto";
import { and, eq, or } from "drizzle-orm";
import type { MessageDto } from "../../../contract/dto";
import type { SendMessageInput } from "../../../contract/messaging";
import { BRAKE_TEXT } from "../../../contract/ui-text";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { messages } from "../../db/schema";
import { badRequest } from "../../errors";
import { present, selectWithProfiles } from "./queries";
import { recipientRefusal } from "./recipient";
import { applySpamBrakes, fileHeldMessageReport } from "./spam-brakes";

/**
 * Sends a message (spec §4/§5): not to oneself, only to an account whose owner allows
 * messages (`recipientRefusal` says why not). A reply reuses its parent's thread id; anything
 * else starts a new thread. The spam brakes (decision 120) count and hold in the insert's
 * transaction.
 */
export async function sendMessage(db: Db, viewer: Viewer, input: SendMessageInput): Promise<MessageDto> {
  const senderId = viewer.user.id;
  const recipientId = input.recipient_id;
  const refusal = await recipientRefusal(db, viewer, recipientId);
  if (refusal) throw refusal;

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
            and(eq(messages.senderId, senderId), eq(messages.recipientId, recipientId)),
            and(eq(messages.senderId, recipientId), eq(messages.recipientId, senderId)),
          ),
        ),
      );
    if (!parent) throw badRequest("The message you replied to was not found.");
    threadId = parent.threadId;
    threadSubject = parent.threadSubject;
  }
  const row = await db.transaction(async (tx) => {
    const verdict = await applySpamBrakes(tx, senderId, recipientId, input.content);
    const held = verdict.heldAfter !== null;
    const [inserted] = await tx
      .insert(messages)
      .values({
        senderId,
        recipientId,
        subject: input.subject ?? null,
        content: input.content,
        threadId,
        parentMessageId: input.parent_message_id ?? null,
        threadSubject,
        firstContact: verdict.firstContact,
        // Held: out of the recipient's sight exactly like a message the office hid (decision 112).
        ...(held ? { hiddenAt: new Date(), hiddenReason: BRAKE_TEXT.heldReason } : {}),
      })
      .returning({ id: messages.id });
    if (verdict.heldAfter !== null) {
      await fileHeldMessageReport(
        tx,
        { id: inserted.id, senderId, content: input.content },
        verdict.heldAfter,
      );
    }
    return inserted;
  });
  const [full] = await selectWithProfiles(db).where(eq(messages.id, row.id));
  return present(full);
}
