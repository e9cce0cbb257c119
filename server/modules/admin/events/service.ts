import { eq } from "drizzle-orm";
import type { AdminEventBody } from "../../../../contract/admin-content";
import { GROUPS_TEXT } from "../../../../contract/community-groups";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { recordAudit } from "../../../audit";
import type { Db } from "../../../db/client";
import { chapters, events } from "../../../db/schema";
import { badRequest, notFound } from "../../../errors";
import { presentEvent } from "../../../presenters/content";
import { lockEvent } from "../../events/capacity";
import { EVENT_AUDIT_FIELDS as AUDIT_FIELDS } from "../../events/moderation-service";
import { fillFreePlaces, type WaitlistDeps } from "../../events/waitlist-service";
import { schoolTimeZone } from "../../settings/queries";
import { pick } from "../shared";

/** The office's writes to events, each audited in its own transaction (moderation: events/moderation-service.ts). */

/**
 * The body's chapter as a column: undefined (left out) changes nothing; an id must name a
 * chapter, else a 400 on `chapter_id` before anything is written. The row is read FOR SHARE so
 * the chapter cannot be deleted before this transaction commits (which would break the FK).
 */
async function chapterColumn(tx: Pick<Db, "select">, chapterId: string | null | undefined) {
  if (chapterId === undefined) return {};
  if (chapterId === null) return { chapterId: null };
  const [found] = await tx
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.id, chapterId))
    .for("share");
  if (!found) throw badRequest(GROUPS_TEXT.chapterUnknown, { chapter_id: GROUPS_TEXT.chapterUnknown });
  return { chapterId: found.id };
}

function toColumns(body: AdminEventBody) {
  return {
    title: body.title,
    description: body.description ?? null,
    category: body.category,
    location: body.location ?? null,
    startDate: new Date(body.start_date),
    endDate: body.end_date ? new Date(body.end_date) : null,
    maxAttendees: body.max_attendees ?? null,
    isVirtual: body.is_virtual,
    registrationDeadline: body.registration_deadline ? new Date(body.registration_deadline) : null,
    // Left out, an edited event keeps its zone (a new one takes the school's: createAdminEvent).
    ...(body.time_zone === undefined ? {} : { timeZone: body.time_zone }),
    imageUrl: body.image_url ?? null,
    moderationNotes: body.moderation_notes ?? null,
    // Left out (a client that predates issue 27), the event's guests and confirm time stay.
    ...(body.guests_per_member === undefined ? {} : { guestsPerMember: body.guests_per_member }),
    ...(body.waitlist_confirm_hours === undefined
      ? {}
      : { waitlistConfirmHours: body.waitlist_confirm_hours }),
  };
}

/** An event the office creates itself is published at once (decision 032). */
export async function createAdminEvent(db: Db, actorId: string, body: AdminEventBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        ...toColumns(body),
        timeZone: body.time_zone ?? (await schoolTimeZone(tx)),
        ...(await chapterColumn(tx, body.chapter_id)),
        organizerId: actorId,
        moderationStatus: "approved",
        moderatedAt: new Date(),
      })
      .returning();
    await recordAudit(tx, {
      actorId,
      action: "event.create",
      targetType: "event",
      targetId: row.id,
      after: pick(row, AUDIT_FIELDS),
    });
    return presentEvent(row);
  });
}

/**
 * The office's edit of an event. With `waitlist` (the routes pass it), places a higher capacity
 * or a lower guest limit freed go to the waitlist in the same transaction (issue 27).
 */
export async function updateAdminEvent(
  db: Db,
  actorId: string,
  id: string,
  body: AdminEventBody,
  waitlist?: WaitlistDeps,
) {
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for("update");
    if (!before) throw notFound(ADMIN_RULES.eventNotFound);
    const columns = { ...toColumns(body), ...(await chapterColumn(tx, body.chapter_id)) };
    const [after] = await tx.update(events).set(columns).where(eq(events.id, id)).returning();
    await recordAudit(tx, {
      actorId,
      action: "event.update",
      targetType: "event",
      targetId: id,
      before: pick(before, AUDIT_FIELDS),
      after: pick(after, AUDIT_FIELDS),
    });
    const locked = waitlist ? await lockEvent(tx, id) : undefined;
    const moved = waitlist && locked ? await fillFreePlaces(tx, waitlist, locked, new Date()) : [];
    return { event: presentEvent(after), moved: moved.length };
  });
  if (result.moved > 0) waitlist?.mailer.wake();
  return result.event;
}

export async function deleteAdminEvent(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(events).where(eq(events.id, id)).returning();
    if (!before) throw notFound(ADMIN_RULES.eventNotFound);
    await recordAudit(tx, {
      actorId,
      action: "event.delete",
      targetType: "event",
      targetId: id,
      before: pick(before, AUDIT_FIELDS),
    });
  });
}
