import { and, asc, desc, eq, gt, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { EventProposal, EventsListResponse, EventsQuery } from "../../../contract/events";
import type { ListPageInfo } from "../../../contract/list-pages";
import { EVENT_MESSAGES } from "../../../contract/ui-text";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like";
import { pageInfoOf, pageWindow, totalMatches } from "../../db/list-page";
import { eventRegistrations, events } from "../../db/schema";
import { notFound } from "../../errors";
import { type EventDerived, presentPublicEvent } from "../../presenters/content";
import { schoolTimeZone } from "../settings/queries";
import { placesTakenSql, waitlistCountSql } from "./capacity";

/** Approved events, plus (for a signed-in proposer) their own proposals still awaiting review. */
export function visibleTo(viewerId: string | null): SQL {
  const approved = eq(events.moderationStatus, "approved");
  if (!viewerId) return approved;
  return or(approved, ownProposalsAwaitingReview(viewerId))!;
}

/** The events only their proposer sees beside the approved ones (visibleTo). */
export function ownProposalsAwaitingReview(viewerId: string): SQL {
  return and(eq(events.moderationStatus, "pending"), eq(events.organizerId, viewerId))!;
}

/**
 * The derived columns of spec §3, as correlated subqueries of the one list query (no N+1),
 * served by event_registrations_going_idx and the (event_id, user_id) unique index. The outer
 * column is written out as events.id: Drizzle leaves it unqualified in a one-table query.
 */
export function derivedColumns(viewerId: string | null) {
  const own = (column: SQL, type: string) =>
    viewerId
      ? sql`(SELECT ${column} FROM ${eventRegistrations} r WHERE r.event_id = events.id AND r.user_id = ${viewerId})`
      : sql.raw(`NULL::${type}`);
  return {
    // Issue 27: places taken (members going and their guests) and members waiting.
    attendeeCount: placesTakenSql(sql`events.id`).as("attendee_count"),
    waitlistCount: waitlistCountSql(sql`events.id`).as("waitlist_count"),
    userRegistrationStatus: sql<string | null>`${own(sql`r.status`, "text")}`.as("user_registration_status"),
    userGuests: sql<number | null>`${own(sql`r.guests`, "int")}`.as("user_guests"),
    userGuestNames: sql<string[] | null>`${own(sql`r.guest_names`, "text[]")}`.as("user_guest_names"),
    userConfirmBy: sql<string | null>`${own(sql`r.confirm_by`, "timestamptz")}`.as("user_confirm_by"),
  };
}

/** The matches of the Events screen's filters (spec §2) and the Upcoming/Past split (spec §4). */
function listConditions(viewerId: string | null, q: EventsQuery, now: Date): SQL | undefined {
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
  return and(...conditions);
}

/**
 * GET /api/v1/events: one query for the list with attendee counts and the viewer's own
 * registration. Upcoming = start after now (soonest first); past = at or before now (latest first),
 * read along events_status_start_idx. With `page` (issue 22): that page of LIST_PAGE_SIZE events
 * and the number of every match, from the same statement (server/db/list-page.ts); without it
 * the first `limit` events, as before. Presented per viewer by presentEventList; shared between
 * viewers whose rows are the same by shared-list.ts.
 */
export async function readEventList(db: Db, viewerId: string | null, q: EventsQuery, now = new Date()) {
  const where = listConditions(viewerId, q, now);
  // The id breaks ties between events that start together, so no event falls between two pages.
  const order =
    q.when === "past" ? [desc(events.startDate), desc(events.id)] : [asc(events.startDate), asc(events.id)];
  const window = q.page ? pageWindow(q.page) : { limit: q.limit, offset: 0 };
  const rows: EventListRow[] = await db
    .select({ event: events, ...derivedColumns(viewerId), totalMatches: totalMatches() })
    .from(events)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  if (!q.page) return { rows };
  return { rows, found: await pageInfoOf(rows, q.page, () => db.$count(events, where)) };
}

export type EventListRow = EventDerived & { event: typeof events.$inferSelect; totalMatches: number };

/** GET /api/v1/events's answer for this viewer from a list's rows. */
export function presentEventList(
  list: { rows: readonly EventListRow[]; found?: ListPageInfo },
  viewerId: string | null,
): EventsListResponse {
  const presented = list.rows.map((r) => presentPublicEvent(r.event, r, viewerId));
  return list.found ? { events: presented, found: list.found } : { events: presented };
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
      guestsPerMember: input.guests_per_member ?? 0,
      isVirtual: input.is_virtual,
      registrationDeadline: input.registration_deadline ? new Date(input.registration_deadline) : null,
      // Not chosen (a client before issue 11), the school's zone (issue 29).
      timeZone: input.time_zone ?? (await schoolTimeZone(db)),
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
