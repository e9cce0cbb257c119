import { sql } from "drizzle-orm";
import type { RsvpInput } from "../../../contract/events";
import { EVENT_MESSAGES } from "../../../contract/ui-text";
import type { Db } from "../../db/client";
import { eventRegistrations } from "../../db/schema";
import { notFound } from "../../errors";
import { assertPartyFits, lockEvent, lockOpenEvent, ownRegistration, partyFor } from "./capacity";
import { getEvent } from "./queries";
import { queueTicketMail } from "./ticket-mail";
import { changePlaces, type WaitlistDeps } from "./waitlist-service";

/**
 * RSVP (spec §4, issue 27): one registration per member and event, written by one INSERT … ON
 * CONFLICT DO UPDATE, so concurrent clicks never make a second row. Only approved events take
 * RSVPs; after the registration deadline (or once the event has started) only 'not-going' is
 * accepted. 'going' takes a place for the member and one for each guest, refused when they do
 * not fit or others wait (capacity.ts); a member moved in from the waitlist confirms by saying
 * 'going' again. The event row is locked for the whole change, and whatever places it frees go
 * to the waitlist in the same transaction; the ticket mail is queued in it too.
 */
export async function setRsvp(
  db: Db,
  deps: WaitlistDeps,
  userId: string,
  eventId: string,
  input: RsvpInput,
  now = new Date(),
) {
  const { status } = input;
  await changePlaces(db, deps, now, async (tx, noteMail) => {
    const event =
      status === "not-going" ? await lockEvent(tx, eventId) : await lockOpenEvent(tx, eventId, now);
    if (event?.status !== "approved") throw notFound(EVENT_MESSAGES.notFound);
    const own = await ownRegistration(tx, eventId, userId);
    // Guests come only with 'going'; other answers let their places go.
    const party = status === "going" ? partyFor(event, input, own) : { guests: 0, guestNames: [] };
    if (status === "going") await assertPartyFits(tx, event, own, party.guests);
    const set = { status, ...party, confirmBy: null, waitlistedAt: null };
    await tx
      .insert(eventRegistrations)
      .values({ eventId, userId, ...set })
      .onConflictDoUpdate({
        target: [eventRegistrations.eventId, eventRegistrations.userId],
        set: { ...set, updatedAt: sql`now()` },
      });
    // Going (or a member moved in from the waitlist confirming): the ticket, once per ticket.
    if (status === "going") noteMail(await queueTicketMail(tx, deps, userId, eventId));
    return event;
  });
  return getEvent(db, userId, eventId);
}
