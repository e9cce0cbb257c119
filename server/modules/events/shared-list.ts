import { eq, sql } from "drizzle-orm";
import type { EventsListResponse, EventsQuery } from "../../../contract/events";
import { type SharedReads, sharedRead } from "../../cache/shared-reads";
import type { Db } from "../../db/client";
import { eventRegistrations, events } from "../../db/schema";
import type { EventDerived } from "../../presenters/content";
import { type EventListRow, ownProposalsAwaitingReview, presentEventList, readEventList } from "./queries";

/** An events list's rows as a visitor has them: approved events, no one's own registration. */
const approvedEventList = sharedRead("events-list", (db, query: EventsQuery) =>
  readEventList(db, null, query),
);

/** What a member's events lists add to a visitor's: their proposals awaiting review, their replies. */
const ownEventsRead = sharedRead("own-events", (db, userId: string) => ownEvents(db, userId));

/**
 * GET /api/v1/events for this viewer, its rows shared with every viewer whose rows are the same
 * (decision 144, as decision 091 shares the directory's). An events list depends on its viewer
 * in two ways only (queries.ts): a proposer also lists their own proposals awaiting review, and
 * each row carries the viewer's own registration. So a member with no proposal awaiting review
 * has a visitor's rows, and their own registrations, one shared read per member, are laid over
 * them; a member with one has rows of their own, read for them alone as before. While nothing
 * can be kept (caches off, notifications down), one statement, as without sharing.
 */
export async function listEventsShared(
  db: Db,
  sharedReads: SharedReads,
  viewerId: string | null,
  query: EventsQuery,
): Promise<EventsListResponse> {
  if (!sharedReads.active) return presentEventList(await readEventList(db, viewerId, query), viewerId);
  if (viewerId === null) return presentEventList(await sharedReads.read(approvedEventList, query), null);
  const own = await sharedReads.read(ownEventsRead, viewerId);
  if (own.proposalsAwaitingReview) {
    return presentEventList(await readEventList(db, viewerId, query), viewerId);
  }
  const list = await sharedReads.read(approvedEventList, query);
  const mine = new Map(own.registrations.map((r) => [r.eventId, r.derived]));
  const rows = list.rows.map((row): EventListRow => ({ ...row, ...mine.get(row.event.id) }));
  return presentEventList({ ...list, rows }, viewerId);
}

type OwnRegistration = { eventId: string; derived: EventDerived };

/**
 * Whether the member has a proposal awaiting review (the same rule as visibleTo) and their
 * registrations as the list's own columns (derivedColumns: every reply of theirs, whatever its
 * status). A member's replies are few. Kept as every shared read is: until a write to a watched
 * table (events and replies among them) reaches this server, or CACHE_SECONDS pass.
 */
async function ownEvents(db: Db, userId: string) {
  const [pending] = await db
    .select({ found: sql<boolean>`true` })
    .from(events)
    .where(ownProposalsAwaitingReview(userId))
    .limit(1);
  const replies = await db
    .select({
      eventId: eventRegistrations.eventId,
      status: eventRegistrations.status,
      guests: eventRegistrations.guests,
      guestNames: eventRegistrations.guestNames,
      confirmBy: eventRegistrations.confirmBy,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.userId, userId));
  const registrations: OwnRegistration[] = replies.map((r) => ({
    eventId: r.eventId,
    derived: {
      userRegistrationStatus: r.status,
      userGuests: r.guests,
      userGuestNames: r.guestNames,
      userConfirmBy: r.confirmBy,
    },
  }));
  return { proposalsAwaitingReview: Boolean(pending), registrations };
}
