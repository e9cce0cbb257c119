import { and, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { AdminEventBody, AdminEventList } from "../../../../contract/admin-content";
import type { AdminEventDetail, AdminEventListQuery } from "../../../../contract/admin-office";
import { GROUPS_TEXT } from "../../../../contract/community-groups";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { recordAudit } from "../../../audit";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { chapters, events, profiles, user } from "../../../db/schema";
import { badRequest, conflict, notFound } from "../../../errors";
import type { Mailer } from "../../../mail/mailer";
import { presentEvent } from "../../../presenters/content";
import { notifyProposer } from "../../notifications/event-moderation";
import { orderOf, pageWindow } from "../paging";
import { pick } from "../shared";

export const EVENT_AUDIT_FIELDS = [
  "title",
  "category",
  "location",
  "isVirtual",
  "startDate",
  "endDate",
  "maxAttendees",
  "registrationDeadline",
  "moderationStatus",
  "moderationNotes",
  "chapterId",
] as const;
const AUDIT_FIELDS = EVENT_AUDIT_FIELDS;

// Written out: an interpolated \${events.id} renders as a bare "id", which inside the
// subquery meant r.id, so the count was always 0.
const attendeeCount = sql<number>`(SELECT count(*) FROM event_registrations r WHERE r.event_id = "events"."id" AND r.status = 'going')`;

const SORT_COLUMNS = {
  created_at: events.createdAt,
  start_date: events.startDate,
  title: events.title,
} as const;

/**
 * One page of events (newest first by default), searched by title, filtered by status and
 * category, with the four counters and the categories present. Each filter/order pair has
 * its index (schema: events_*_idx, decision 060).
 */
export async function listAdminEvents(db: Db, q: AdminEventListQuery): Promise<AdminEventList> {
  const conditions: SQL[] = [];
  if (q.status !== "all") conditions.push(eq(events.moderationStatus, q.status));
  if (q.category !== "all") conditions.push(eq(events.category, q.category));
  if (q.search) conditions.push(ilike(events.title, containsPattern(q.search)));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(q);
  const [rows, total, [counts]] = await Promise.all([
    db
      .select({ event: events, attendees: attendeeCount })
      .from(events)
      .where(where)
      .orderBy(...orderOf(SORT_COLUMNS[q.sort], events.id, q.dir))
      .limit(limit)
      .offset(offset),
    db.$count(events, where),
    queryRows<{
      total: string;
      pending: string;
      approved: string;
      rejected: string;
      categories: string[] | null;
    }>(
      db,
      sql`SELECT count(*) AS total,
            count(*) FILTER (WHERE moderation_status = 'pending') AS pending,
            count(*) FILTER (WHERE moderation_status = 'approved') AS approved,
            count(*) FILTER (WHERE moderation_status = 'rejected') AS rejected,
            array_agg(DISTINCT category ORDER BY category) AS categories
          FROM ${events}`,
    ),
  ]);
  return {
    items: rows.map((r) => presentEvent(r.event, { attendeeCount: r.attendees })),
    total,
    page: q.page,
    page_size: q.page_size,
    counts: {
      total: Number(counts.total),
      pending: Number(counts.pending),
      approved: Number(counts.approved),
      rejected: Number(counts.rejected),
    },
    categories: (counts.categories ?? []).filter(Boolean),
  };
}

/** The admin view of an event: its organizer as a name linked to their profile. */
export async function getAdminEvent(db: Db, id: string): Promise<AdminEventDetail> {
  const [row] = await db
    .select({
      event: events,
      attendees: attendeeCount,
      organizerName: sql<string | null>`coalesce(${profiles.displayName}, ${user.name})`,
      organizerProfileId: profiles.id,
      chapter: { id: chapters.id, slug: chapters.slug, name: chapters.name },
    })
    .from(events)
    .leftJoin(user, eq(user.id, events.organizerId))
    .leftJoin(profiles, eq(profiles.userId, events.organizerId))
    .leftJoin(chapters, eq(chapters.id, events.chapterId))
    .where(eq(events.id, id))
    .limit(1);
  if (!row) throw notFound(ADMIN_RULES.eventNotFound);
  const event = presentEvent(row.event, { attendeeCount: row.attendees });
  return {
    ...event,
    organizer: row.event.organizerId
      ? {
          user_id: row.event.organizerId,
          name: row.organizerName ?? "—",
          profile_id: row.organizerProfileId,
        }
      : null,
    chapter: row.chapter,
  };
}

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
    timeZone: body.time_zone,
    imageUrl: body.image_url ?? null,
    moderationNotes: body.moderation_notes ?? null,
  };
}

/** An event the office creates itself is published at once (decision 032). */
export async function createAdminEvent(db: Db, actorId: string, body: AdminEventBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        ...toColumns(body),
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

export async function updateAdminEvent(db: Db, actorId: string, id: string, body: AdminEventBody) {
  return db.transaction(async (tx) => {
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
    return presentEvent(after);
  });
}

/**
 * Spec §4: from pending an admin approves or rejects, recording status, notes and time.
 * Any other starting state is refused (409). The proposer is told by e-mail afterwards.
 */
export async function moderateEvent(
  db: Db,
  mail: { mailer: Mailer; publicUrl: string },
  actorId: string,
  id: string,
  status: "approved" | "rejected",
  notes: string | null,
) {
  const { row, proposer } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for("update");
    if (!before) throw notFound(ADMIN_RULES.eventNotFound);
    if (before.moderationStatus !== "pending")
      throw conflict(ADMIN_RULES.eventNotPending(before.moderationStatus));
    const [after] = await tx
      .update(events)
      .set({ moderationStatus: status, moderationNotes: notes, moderatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: status === "approved" ? "event.approve" : "event.reject",
      targetType: "event",
      targetId: id,
      before: pick(before, AUDIT_FIELDS),
      after: pick(after, AUDIT_FIELDS),
    });
    const [organizer] = before.organizerId
      ? await tx
          .select({ id: user.id, email: user.email, name: user.name })
          .from(user)
          .where(eq(user.id, before.organizerId))
      : [];
    return { row: after, proposer: organizer };
  });
  if (proposer && row.organizerId !== actorId) await notifyProposer(db, mail, proposer, row);
  return presentEvent(row);
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
