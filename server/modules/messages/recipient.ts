import { and, eq, type SQL, sql } from "drizzle-orm";
import {
  ADMISSION_TEXT,
  BLOCK_MESSAGES,
  MEMORIAM_TEXT,
  MESSAGING_MESSAGES,
  VALIDATION,
} from "../../../contract/ui-text";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { conversations, profiles, user } from "../../db/schema";
import { AppError, badRequest } from "../../errors";
import { can } from "../../policies";
import { privacyOf } from "../../presenters/profile";
import { blockBetweenSql, noBlockWithSql } from "../blocks/queries";
import { accountInMemoriamSql, profileNotInMemoriamSql } from "../memoriam/rules";
import { notSuspendedSql } from "../moderation/visibility";

/** Whether this account's profile waits for the office's approval, or was declined (decision 118). */
const awaitingAdmissionSql = (userId: SQL) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${profiles} ap WHERE ap.user_id = ${userId} AND ap.admission IN ('waiting', 'declined'))`;

/** The server will not deliver to this person now; the message says why (decision 094). */
const unavailable = (message: string) => new AppError("RECIPIENT_UNAVAILABLE", message, 403);

/**
 * Why the viewer cannot write to `otherId` now, as the error a send answers with; null when
 * they can. One rule for the send and for the conversation's `closed_reason`, so the chat
 * closes its composer for exactly the people the server would refuse:
 * - oneself, or an id that is no account and never was one of the viewer's conversations:
 *   400, the spec's messages (a mistake in the request);
 * - an account deleted since the conversation began (its messages stay, decision 065), a
 *   block either way (decision 106: the blocked one is told only that they cannot write), an
 *   alumnus the office confirmed in memoriam (decision 109), a sender or recipient not admitted
 *   yet (decision 118), or
 *   someone whose `allow_messages` is off: 403 RECIPIENT_UNAVAILABLE with the reason.
 */
export async function recipientRefusal(db: Db, viewer: Viewer, otherId: string): Promise<AppError | null> {
  const senderId = viewer.user.id;
  if (otherId === senderId)
    return badRequest(VALIDATION.messageSelf, { recipient_id: VALIDATION.messageSelf });
  const [recipient] = await db
    .select({
      privacy: profiles.privacySettings,
      block: blockBetweenSql(senderId, otherId),
      inMemoriam: accountInMemoriamSql(sql`${user.id}`),
      recipientWaiting: awaitingAdmissionSql(sql`${user.id}`),
      senderWaiting: awaitingAdmissionSql(sql`${senderId}`),
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, otherId));
  if (!recipient) {
    const [known] = await db
      .select({ otherId: conversations.otherId })
      .from(conversations)
      .where(and(eq(conversations.memberId, senderId), eq(conversations.otherId, otherId)));
    return known
      ? unavailable(MESSAGING_MESSAGES.recipientDeleted)
      : badRequest(VALIDATION.invalidRecipient, { recipient_id: VALIDATION.invalidRecipient });
  }
  if (recipient.inMemoriam) return unavailable(MEMORIAM_TEXT.cannotMessage);
  // Not admitted yet (decision 118): neither writes nor is written to until the office approves.
  if (recipient.senderWaiting) return unavailable(ADMISSION_TEXT.cannotMessageWaiting);
  if (recipient.recipientWaiting) return unavailable(ADMISSION_TEXT.recipientWaiting);
  if (recipient.block)
    return unavailable(
      recipient.block === "viewer-blocked" ? BLOCK_MESSAGES.youBlocked : BLOCK_MESSAGES.cannotMessage,
    );
  const allowed = can(viewer, {
    kind: "message.send",
    senderId,
    recipientId: otherId,
    recipientAllowsMessages: privacyOf(recipient.privacy).allow_messages,
  });
  return allowed ? null : unavailable(MESSAGING_MESSAGES.recipientClosed);
}

/**
 * SQL over `profiles`: someone a list may offer the viewer to write to or ask (message
 * recipients, the mentor finder, a mentoring request): the lists' side of recipientRefusal —
 * no block either way (decision 106), not in memoriam (decision 109), not suspended (decision 112).
 */
export function offeredToWriteSql(viewerId: string): SQL {
  return and(
    noBlockWithSql(viewerId, profiles.userId),
    profileNotInMemoriamSql(),
    notSuspendedSql(profiles.userId),
  ) as SQL;
}
