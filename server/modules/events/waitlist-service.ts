import { and, asc, eq, sql } from "drizzle-orm";
import { DEFAULT_WAITLIST_CONFIRM_HOURS, type PartyInput } from "../../../contract/events";
import { formatFullInZone } from "../../../contract/time-zones";
import { EVENT_PLACE_REFUSALS } from "../../../contract/ui-text";
import type { Db } from "../../db/client";
import { eventRegistrations, user } from "../../db/schema";
import type { Deps } from "../../deps";
import { conflict } from "../../errors";
import { notifyPeople } from "../../realtime/hub";
import { writeNotes } from "../notifications/centre";
import { eventPagePath } from "../notifications/event-moderation";
import {
  type LockedEvent,
  lockEvent,
  lockOpenEvent,
  occupancy,
  ownRegistration,
  partyFor,
  type Tx,
} from "./capacity";
import { queueTicketMail } from "./ticket-mail";

/**
 * The waitlist of a full event (issue 27, decision 110). Members wait in the order they joined;
 * whenever places free (a cancellation, fewer guests, a higher capacity, an offer not confirmed
 * in time) `fillFreePlaces` moves the first in line in, in the same transaction as the change,
 * while its party fits. The member moved in is told in the bell and by mail and has the event's
 * confirm window to confirm (an RSVP 'going' again); a job at the end of the window releases an
 * unconfirmed place and asks the next in line.
 */

export const WAITLIST_QUEUE = "event-waitlist-confirm";

export type WaitlistDeps = Pick<Deps, "mailer" | "jobs" | "config">;

export interface ConfirmJob {
  eventId: string;
  userId: string;
  /** The offer's confirm_by (ISO): a job for an older offer of the same member does nothing. */
  confirmBy: string;
}

const HOUR = 3_600_000;

/** Moves the first in line in while their party fits; the ids moved in, in order. */
export async function fillFreePlaces(tx: Tx, deps: WaitlistDeps, event: LockedEvent, now: Date) {
  const moved: string[] = [];
  if (event.max === null || event.start <= now) return moved;
  for (;;) {
    const [first] = await tx
      .select({
        id: eventRegistrations.id,
        userId: eventRegistrations.userId,
        guests: eventRegistrations.guests,
      })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "waitlisted")))
      .orderBy(asc(eventRegistrations.waitlistedAt), asc(eventRegistrations.id))
      .limit(1);
    // Strictly in order: a party that does not fit yet waits, and nobody behind it goes first.
    if (!first || (await occupancy(tx, event.id)).taken + 1 + first.guests > event.max) return moved;
    const confirmBy = new Date(now.getTime() + (event.confirmHours ?? DEFAULT_WAITLIST_CONFIRM_HOURS) * HOUR);
    await tx
      .update(eventRegistrations)
      .set({ status: "going", confirmBy, updatedAt: sql`now()` })
      .where(eq(eventRegistrations.id, first.id));
    await tellMovedIn(tx, deps, event, first.userId, confirmBy);
    // Moved in is 'going': their ticket comes now, not only once they confirm (issue 27).
    await queueTicketMail(tx, deps, first.userId, event.id);
    await deps.jobs.sendInTransaction(
      tx,
      WAITLIST_QUEUE,
      { eventId: event.id, userId: first.userId, confirmBy: confirmBy.toISOString() } satisfies ConfirmJob,
      { startAfter: confirmBy },
    );
    moved.push(first.userId);
  }
}

/** The bell item, the mail (queued in this transaction, so sent exactly when the move commits). */
async function tellMovedIn(tx: Tx, deps: WaitlistDeps, event: LockedEvent, userId: string, confirmBy: Date) {
  const [to] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
  if (!to) return;
  const by = formatFullInZone(confirmBy, event.timeZone);
  const title = `A place at "${event.title}" is yours`;
  const body = `You were moved in from the waitlist. Confirm by ${by}, or the place goes to the next in line.`;
  const path = eventPagePath(event.id);
  await writeNotes(tx, "event_reminder", [{ userId, title, body, path, groupKey: `waitlist:${event.id}` }]);
  await notifyPeople(tx, [userId], { type: "events" });
  await deps.mailer.send(
    {
      kind: "waitlist-promotion",
      to: to.email,
      subject: title,
      text: [
        `Hello ${to.name},`,
        "",
        `A place has freed at "${event.title}" on ${formatFullInZone(event.start, event.timeZone)}, and it is yours.`,
        `Confirm it by ${by}, or it goes to the next member on the waitlist.`,
        "",
        `Confirm: ${deps.config.publicUrl}${path}`,
      ].join("\n"),
      link: `${deps.config.publicUrl}${path}`,
      dedupeKey: `waitlist-promotion:${event.id}:${userId}:${confirmBy.toISOString()}`,
    },
    tx,
  );
}

/** A write tells whether it queued a mail in the transaction (the outbox is woken after commit). */
export type NoteMailQueued = (queued: boolean) => void;

/** Runs a place-changing write under the event's lock and fills what it freed; wakes the mail after commit. */
export async function changePlaces(
  db: Db,
  deps: WaitlistDeps,
  now: Date,
  write: (tx: Tx, noteMail: NoteMailQueued) => Promise<LockedEvent | undefined>,
): Promise<void> {
  let mailQueued = false;
  const noteMail: NoteMailQueued = (queued) => {
    mailQueued ||= queued;
  };
  const moved = await db.transaction(async (tx) => {
    const event = await write(tx, noteMail);
    return event ? fillFreePlaces(tx, deps, event, now) : [];
  });
  if (mailQueued || moved.length > 0) deps.mailer.wake();
}

/** POST /api/v1/events/{id}/waitlist: joins the full event's waitlist (or changes the party there). */
export async function joinWaitlist(
  db: Db,
  deps: WaitlistDeps,
  userId: string,
  eventId: string,
  input: PartyInput,
  now = new Date(),
) {
  await changePlaces(db, deps, now, async (tx) => {
    const event = await lockOpenEvent(tx, eventId, now);
    if (event.max === null) throw conflict(EVENT_PLACE_REFUSALS.noWaitlistUnlimited);
    const own = await ownRegistration(tx, eventId, userId);
    if (own?.status === "going") throw conflict(EVENT_PLACE_REFUSALS.alreadyGoing);
    const party = partyFor(event, input, own);
    const { taken, waiting } = await occupancy(tx, eventId);
    if (waiting === 0 && taken + 1 + party.guests <= event.max)
      throw conflict(EVENT_PLACE_REFUSALS.placesLeftJoin);
    // clock_timestamp(), not now(): taken under the lock, it orders the line as it was joined.
    const waitlistedAt = own?.status === "waitlisted" ? undefined : sql`clock_timestamp()`;
    await tx
      .insert(eventRegistrations)
      .values({ eventId, userId, status: "waitlisted", ...party, waitlistedAt: sql`clock_timestamp()` })
      .onConflictDoUpdate({
        target: [eventRegistrations.eventId, eventRegistrations.userId],
        set: {
          status: "waitlisted",
          ...party,
          confirmBy: null,
          updatedAt: sql`now()`,
          ...(waitlistedAt ? { waitlistedAt } : {}),
        },
      });
    return event;
  });
}

/** DELETE /api/v1/events/{id}/waitlist: leaves it (whoever was behind may now fit). */
export async function leaveWaitlist(
  db: Db,
  deps: WaitlistDeps,
  userId: string,
  eventId: string,
  now = new Date(),
) {
  await changePlaces(db, deps, now, async (tx) => {
    const event = await lockEvent(tx, eventId);
    const own = event ? await ownRegistration(tx, eventId, userId) : undefined;
    if (!event || own?.status !== "waitlisted") throw conflict(EVENT_PLACE_REFUSALS.notOnWaitlist);
    await tx
      .update(eventRegistrations)
      .set({ status: "not-going", guests: 0, guestNames: [], waitlistedAt: null, updatedAt: sql`now()` })
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
    return event;
  });
}

/**
 * The confirm window's end (the queue's job): a place still unconfirmed is released and the next
 * in line asked. A job for an offer since confirmed, cancelled or renewed changes nothing.
 */
export async function releaseUnconfirmed(db: Db, deps: WaitlistDeps, job: ConfirmJob, now = new Date()) {
  await changePlaces(db, deps, now, async (tx) => {
    const event = await lockEvent(tx, job.eventId);
    if (!event) return undefined;
    await tx
      .update(eventRegistrations)
      .set({ status: "not-going", guests: 0, guestNames: [], confirmBy: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(eventRegistrations.eventId, job.eventId),
          eq(eventRegistrations.userId, job.userId),
          eq(eventRegistrations.status, "going"),
          eq(eventRegistrations.confirmBy, new Date(job.confirmBy)),
          sql`${eventRegistrations.confirmBy} <= ${now}`,
        ),
      );
    return event;
  });
}

/** Creates the queue and works it on this server. */
export async function startWaitlistJobs(db: Db, deps: WaitlistDeps): Promise<void> {
  await deps.jobs.createQueue(WAITLIST_QUEUE);
  await deps.jobs.work<ConfirmJob>(WAITLIST_QUEUE, 1, (job) => releaseUnconfirmed(db, deps, job.data));
}
