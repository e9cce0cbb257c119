import { and, eq } from "drizzle-orm";
import type { ChapterEventReview } from "../../../contract/community-groups";
import { GROUPS_TEXT } from "../../../contract/community-groups";
import { EVENT_MESSAGES } from "../../../contract/ui-text";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { events, user } from "../../db/schema";
import type { Mailer } from "../../mail/mailer";
import { notifyProposer } from "../notifications/event-moderation";

type EventRow = typeof events.$inferSelect;

import { conflict, notFound } from "../../errors";

/**
 * A chapter moderator (or an admin) approves or rejects one of the chapter's pending events
 * (decision 071). The event must belong to this chapter: a moderator of one chapter cannot
 * reach another's events, nor events without a chapter. Audited like an admin write.
 */
export async function reviewChapterEvent(
  db: Db,
  actorId: string,
  chapterId: string,
  eventId: string,
  review: ChapterEventReview,
) {
  return db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(events)
      .where(and(eq(events.id, eventId), eq(events.chapterId, chapterId)))
      .for("update");
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    if (event.moderationStatus !== "pending") throw conflict(GROUPS_TEXT.eventNotPending);
    const [row] = await tx
      .update(events)
      .set({
        moderationStatus: review.status,
        moderationNotes: review.notes ?? null,
        moderatedAt: new Date(),
      })
      .where(eq(events.id, eventId))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: `chapter.event.${review.status === "approved" ? "approve" : "reject"}`,
      targetType: "event",
      targetId: eventId,
      before: { moderation_status: event.moderationStatus },
      after: { moderation_status: review.status, chapter_id: chapterId },
    });
    return row;
  });
}

/** The proposer (unless they reviewed it themselves) hears of the answer: bell, and mail if chosen. */
export async function tellChapterEventProposer(
  db: Db,
  mail: { mailer: Mailer; publicUrl: string },
  actorId: string,
  row: EventRow,
) {
  if (!row.organizerId || row.organizerId === actorId) return;
  const [to] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, row.organizerId));
  if (to) await notifyProposer(db, mail, to, row, "the chapter's moderators");
}
