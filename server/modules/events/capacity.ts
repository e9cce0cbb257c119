import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PartyInput } from "../../../contract/events";
import { EVENT_MESSAGES, EVENT_PLACE_REFUSALS } from "../../../contract/ui-text";
import { type Db, queryRows } from "../../db/client";
import { eventRegistrations, events } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";

/**
 * An event's places (issue 27, decision 110): a member going takes one place and one for each
 * guest. Every change to who holds a place runs in one transaction that first locks the event's
 * row (`lockEvent`), so the counts read after it are exact until commit: two servers cannot
 * both hand out the last place, and a freed place is given to the first in line at once.
 */

/** A transaction (or the database) as these writes use it. */
export type Tx = Pick<Db, "select" | "insert" | "update" | "execute">;

/** Places taken at an event: its members going and their guests (`eventId` an outer column). */
export const placesTakenSql = (eventId: SQL) =>
  sql<number>`(SELECT coalesce(sum(1 + r.guests), 0)::int FROM ${eventRegistrations} r
    WHERE r.event_id = ${eventId} AND r.status = 'going')`;

/** Members on an event's waitlist. */
export const waitlistCountSql = (eventId: SQL) =>
  sql<number>`(SELECT count(*)::int FROM ${eventRegistrations} r
    WHERE r.event_id = ${eventId} AND r.status = 'waitlisted')`;

export interface LockedEvent {
  id: string;
  title: string;
  status: string;
  max: number | null;
  start: Date;
  deadline: Date | null;
  timeZone: string;
  guestsPerMember: number;
  confirmHours: number | null;
}

/** The event's row, locked until the transaction ends (every place-changing write takes it first). */
export async function lockEvent(tx: Tx, eventId: string): Promise<LockedEvent | undefined> {
  const [event] = await tx
    .select({
      id: events.id,
      title: events.title,
      status: events.moderationStatus,
      max: events.maxAttendees,
      start: events.startDate,
      deadline: events.registrationDeadline,
      timeZone: events.timeZone,
      guestsPerMember: events.guestsPerMember,
      confirmHours: events.waitlistConfirmHours,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  return event;
}

/** A locked, approved event that still takes registrations at `now`; else the refusal. */
export async function lockOpenEvent(tx: Tx, eventId: string, now: Date): Promise<LockedEvent> {
  const event = await lockEvent(tx, eventId);
  if (event?.status !== "approved") throw notFound(EVENT_MESSAGES.notFound);
  if (event.start <= now) throw conflict(EVENT_MESSAGES.eventPast);
  if (event.deadline && event.deadline < now) throw conflict(EVENT_MESSAGES.registrationClosed);
  return event;
}

/** Places taken and members waiting, read under the event's lock. */
export async function occupancy(tx: Tx, eventId: string): Promise<{ taken: number; waiting: number }> {
  const [row] = await queryRows<{ taken: number; waiting: number }>(
    tx,
    sql`SELECT ${placesTakenSql(sql`${eventId}::uuid`)} AS taken, ${waitlistCountSql(sql`${eventId}::uuid`)} AS waiting`,
  );
  return { taken: Number(row.taken), waiting: Number(row.waiting) };
}

export interface Registration {
  status: string;
  guests: number;
  guestNames: string[];
}

/** The member's registration for the event, if any. */
export async function ownRegistration(
  tx: Tx,
  eventId: string,
  userId: string,
): Promise<Registration | undefined> {
  const [row] = await tx
    .select({
      status: eventRegistrations.status,
      guests: eventRegistrations.guests,
      guestNames: eventRegistrations.guestNames,
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
  return row;
}

/**
 * The party a member asks for, checked against the event's guest limit: guests left out keep
 * what they had (a confirmation, a plain "going" again); names are trimmed, empty ones dropped.
 */
export function partyFor(
  event: Pick<LockedEvent, "guestsPerMember">,
  input: PartyInput,
  own: Registration | undefined,
): { guests: number; guestNames: string[] } {
  const guests = input.guests ?? own?.guests ?? 0;
  if (guests > event.guestsPerMember) {
    const message =
      event.guestsPerMember === 0
        ? EVENT_PLACE_REFUSALS.noGuests
        : EVENT_PLACE_REFUSALS.tooManyGuests(event.guestsPerMember);
    throw badRequest(message, { guests: message });
  }
  const names = (input.guest_names ?? (input.guests === undefined ? own?.guestNames : []) ?? []).filter(
    Boolean,
  );
  if (names.length > guests) {
    throw badRequest(EVENT_PLACE_REFUSALS.tooManyGuestNames, {
      guest_names: EVENT_PLACE_REFUSALS.tooManyGuestNames,
    });
  }
  return { guests, guestNames: names.slice(0, guests) };
}

/**
 * Refuses a member's going when their party does not fit: the places not taken, plus those the
 * member already holds. Nobody takes a freed place ahead of the waitlist, so while anyone waits
 * only a member already going may keep (or shrink) their party.
 */
export async function assertPartyFits(
  tx: Tx,
  event: Pick<LockedEvent, "id" | "max">,
  own: Registration | undefined,
  guests: number,
): Promise<void> {
  if (event.max === null) return;
  const held = own?.status === "going" ? 1 + own.guests : 0;
  const need = 1 + guests;
  if (need <= held) return;
  const { taken, waiting: others } = await occupancy(tx, event.id);
  const available = event.max - taken + held;
  if (others > 0 || available <= 0) {
    const waiting = held > 0 || own?.status === "waitlisted";
    throw conflict(waiting ? EVENT_MESSAGES.eventFull : EVENT_PLACE_REFUSALS.fullJoinWaitlist);
  }
  if (need > available) throw conflict(EVENT_PLACE_REFUSALS.fewerPlacesLeft(available));
}
