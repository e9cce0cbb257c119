import { and, eq } from "drizzle-orm";
import type { MessageDto } from "../../../contract/dto";
import { messages } from "../../db/schema";
import type { Deps } from "../../deps";
import { messageShownToRecipientSql } from "../moderation/visibility";
import { present, selectWithProfiles } from "./queries";

/**
 * A message reaching its people: both of their open tabs get it live, and its recipient the bell
 * item and, if it is still unread a few minutes later, the mail (`messageSent`, which asks the
 * recipient's choice). One rule for a message just sent and one the office released from the
 * spam brake's hold (decision 126). A message still hidden from its recipient (held by the brake)
 * reaches only its sender's tabs.
 */
export async function announceMessage(
  deps: Pick<Deps, "realtime" | "notifications">,
  message: MessageDto,
): Promise<void> {
  const shown = message.hidden_reason === undefined;
  const to = shown ? [message.sender_id, message.recipient_id] : [message.sender_id];
  await deps.realtime.publish(to, { type: "message", message });
  if (shown) await deps.notifications.messageSent(message.id);
}

/**
 * The office showed a hidden message again (released a held one, decision 126): announced as a
 * new message is. Nothing when its recipient still may not see it (its sender is suspended). The
 * bell and the mail both skip a message its recipient has already read, so showing again a
 * message they reported (and so had read) tells them nothing new.
 */
export async function announceShownAgain(
  deps: Pick<Deps, "db" | "realtime" | "notifications">,
  messageId: string,
): Promise<void> {
  const [row] = await selectWithProfiles(deps.db).where(
    and(eq(messages.id, messageId), messageShownToRecipientSql("messages")),
  );
  if (row) await announceMessage(deps, present(row));
}
