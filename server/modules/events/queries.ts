import { and, asc, desc, eq, gt, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { RsvpStatus } from "../../../contract/constants";
import type { EventProposal, EventsQuery } from "../../../contract/events";
import { EVENT_MESSAGES } from "../../../contract/ui-text";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like";
import { eventRegistrations, events } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { presentPublicEvent } from "../../presenters/content";

/** Approved events, plus (for a signed-in proposer) their own proposals still awaiting review. */
export function visibleTo(viewerId: string | null): SQL {
  const approved = eq(events.moderationStatus, "approved");
  if (!viewerId) return approved;
  return or(approved, and(eq(events.moderationStatus, "pending"), eq(events.organizerId, viewerId)))!;
}

/**
 * The derived columns of spec §3, as correlated subqueries of the one list query (no N+1),
 * served by event_registrations_going_idx and the (event_id, user_id) unique index. The outer
 * column is written out as events.id: Drizzle leaves it unqualified in a one-table query.
 */
export function derivedColumns(viewerId: string | null) {
  return {
    attendeeCount: sql<number>`(SELECT count(*)::int FROM ${eventRegistrations} r
      WHERE r.event_id = events.id AND r.status = 'going')`.as("attendee_count"),
    userRegistrationStatus: viewerId
      ? sql<string | null>`(SELECT r.status FROM ${eventRegistrations} r
          WHERE r.event_id = events.id AND r.user_id = ${viewerId})`.as("user_registration_status")
      : sql<string | null>`NULL::text`.as("user_registration_status"),
  };
}

/**
 * GET /api/v1/events: one query for the list with attendee counts and the viewer's own
 * registration. Upcoming = start after now (soonest first); past = at or before now (latest first).
 */
export async function listEvents(db: Db, viewerId: string | null, q: EventsQuery, now = new Date()) {
  const conditions: SQL[] = [visibleTo(viewerId)];
  if (q.search) {
    const like = containsPattern(q.search);
    conditions.push(
      or(ilike(events.title, like), ilike(events.description, like), ilike(events.location, like))!,
    );
  }
  if (q.location) {
    conditions.push(q.location === "Virtual" ? eq(events.isVirtual, true) : eq(events.location, q.location));
  }
  if (q.category) conditions.push(eq(events.category, q.category));
  if (q.when === "upcoming") conditions.push(gt(events.startDate, now));
  if (q.when === "past") conditions.push(lte(events.startDate, now));
  const rows = await db
    .select({ event: events, ...derivedColumns(viewerId) })
    .from(events)
    .where(and(...conditions))
    .orderBy(q.when === "past" ? desc(events.startDate) : asc(events.startDate))
    .limit(q.limit);
  return rows.map((r) => presentPublicEvent(r.event, r, viewerId));
}

/** One visible event with its derived columns, or 404. */
export async function getEvent(db: Db, viewerId: string | null, id: string) {
  const [row] = await db
    .select({ event: events, ...derivedColumns(viewerId) })
    .from(events)
    .where(and(eq(events.id, id), visibleTo(viewerId)));
  if (!row) throw notFound(EVENT_MESSAGES.notFound);
  return presentPublicEvent(row.event, row, viewerId);
}

/** Distinct locations of the approved events (the Events screen's location filter). */
export async function listEventLocations(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ location: events.location })
    .from(events)
    .where(and(eq(events.moderationStatus, "approved"), eq(events.isVirtual, false)))
    .orderBy(asc(events.location));
  return rows.map((r) => r.location).filter((l): l is string => Boolean(l));
}

/**
 * RSVP (spec §4): one registration per user and event, written by one INSERT … ON CONFLICT
 * DO UPDATE, so concurrent clicks can never make a second row. Only approved events take
 * RSVPs; after the registration deadline (or once the event has started) only 'not-going'
 * is accepted; 'going' is refused when max_attendees people are already going. The event
 * row is locked while a capacity-bound 'going' is counted, so two people cannot both take
 * the last place.
 */
export async function setRsvp(db: Db, userId: string, eventId: string, status: RsvpStatus, now = new Date()) {
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        id: events.id,
        status: events.moderationStatus,
        max: events.maxAttendees,
        start: events.startDate,
        deadline: events.registrationDeadline,
      })
      .from(events)
      .where(eq(events.id, eventId))
      .for("update");
    if (event?.status !== "approved") throw notFound(EVENT_MESSAGES.notFound);
    if (status !== "not-going") {
      if (event.start <= now) throw conflict(EVENT_MESSAGES.eventPast);
      if (event.deadline && event.deadline < now) throw conflict(EVENT_MESSAGES.registrationClosed);
    }
    if (status === "going" && event.max !== null) {
      const [{ going }] = await tx
        .select({ going: sql<number>`count(*)::int` })
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, eventId),
            eq(eventRegistrations.status, "going"),
            sql`${eventRegistrations.userId} <> ${userId}`,
          ),
        );
      if (going >= event.max) throw conflict(EVENT_MESSAGES.eventFull);
    }
    await tx
      .insert(eventRegistrations)
      .values({ eventId, userId, status })
      .onConflictDoUpdate({
        target: [eventRegistrations.eventId, eventRegistrations.userId],
        set: { status, updatedAt: sql`now()` },
      });
  });
  return getEvent(db, userId, eventId);
}

/** An event proposal: always created pending (spec §4), organised by the proposer. */
export async function proposeEvent(
  db: Db,
  organizerId: string,
  input: EventProposal,
  chapterId: string | null = null,
) {
  const [row] = await db
    .insert(events)
    .values({
      title: input.title,
      description: input.description ?? null,
      category: input.category,
      location: input.location,
      startDate: new Date(input.start_date),
      endDate: input.end_date ? new Date(input.end_date) : null,
      maxAttendees: input.max_attendees ?? null,
      isVirtual: input.is_virtual,
      registrationDeadline: input.registration_deadline ? new Date(input.registration_deadline) : null,
      timeZone: input.time_zone,
      organizerId,
      moderationStatus: "pending",
      chapterId,
      classYear: input.class_year ?? null,
    })
    .returning();
  return presentPublicEvent(row, { attendeeCount: 0, userRegistrationStatus: null }, organizerId);
}

/** Approved events that have not started yet, soonest first (the calendar feed). */
export async function upcomingApprovedEvents(db: Db, now = new Date()) {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.moderationStatus, "approved"), gt(events.startDate, now)))
    .orderBy(asc(events.startDate))
    .limit(500);
  return rows.map((r) => presentPublicEvent(r));
}
