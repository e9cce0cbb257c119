import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EVENT_MESSAGES, EVENT_PLACE_REFUSALS } from "../../../contract/ui-text";
import { queryRows } from "../../db/client";
import { eventRegistrations, notificationItems } from "../../db/schema";
import { setUpAdminTestApp } from "../../test/admin-fixtures";
import { inDays, insertApprovedEvent } from "../../test/fixtures";
import { call, type Member, waitForMail } from "../../test/harness";
import { type ConfirmJob, releaseUnconfirmed, WAITLIST_QUEUE } from "./waitlist-service";

// Issue 27 items 1-3 (decision 110): guests take places, "N / M places", the waitlist in order
// with its confirm window.
const t = setUpAdminTestApp({
  alice: { displayName: "Alice Rao" },
  bob: { displayName: "Bob Das" },
  carol: { displayName: "Carol Iyer" },
  dave: { displayName: "Dave Sen" },
});

const rsvp = (m: Member, id: string, body: object) =>
  call(t.ctx, "PUT", `/api/v1/events/${id}/rsvp`, body, m.cookie);
const join = (m: Member, id: string, body: object = {}) =>
  call(t.ctx, "POST", `/api/v1/events/${id}/waitlist`, body, m.cookie);
const statusOf = async (m: Member, id: string) =>
  (await call(t.ctx, "GET", `/api/v1/events/${id}`, undefined, m.cookie)).body;

/** The confirm-window job queued for a member moved in (its data and when it is due). */
async function confirmJob(userId: string) {
  const [job] = await queryRows<{ data: ConfirmJob; start_after: Date | string }>(
    t.ctx.database.db,
    sql`SELECT data, start_after FROM pgboss.job WHERE name = ${WAITLIST_QUEUE} AND data->>'userId' = ${userId}
      ORDER BY created_on DESC LIMIT 1`,
  );
  return job;
}

describe("Guests", () => {
  it("count against capacity, within the event's limit per member, names optional", async () => {
    const e = await insertApprovedEvent(t.ctx, { maxAttendees: 4, guestsPerMember: 2 });
    const alice = await rsvp(t.alice, e.id, { status: "going", guests: 2, guest_names: ["Ravi Rao", ""] });
    expect(alice.status).toBe(200);
    expect(alice.body).toMatchObject({
      attendee_count: 3,
      guests_per_member: 2,
      user_guests: 2,
      user_guest_names: ["Ravi Rao"],
    });
    // One place left: Bob cannot bring a guest, and is told how many places are left.
    const tooMany = await rsvp(t.bob, e.id, { status: "going", guests: 1 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe(EVENT_PLACE_REFUSALS.fewerPlacesLeft(1));
    expect((await rsvp(t.bob, e.id, { status: "going" })).body.attendee_count).toBe(4);

    const overLimit = await rsvp(t.alice, e.id, { status: "going", guests: 3 });
    expect(overLimit.status).toBe(400);
    expect(overLimit.body.error.message).toBe(EVENT_PLACE_REFUSALS.tooManyGuests(2));
    const names = await rsvp(t.alice, e.id, { status: "going", guests: 1, guest_names: ["A", "B"] });
    expect(names.status).toBe(400);
    // Fewer guests give places back; saying 'going' again keeps the guests.
    expect((await rsvp(t.alice, e.id, { status: "going", guests: 1 })).body.attendee_count).toBe(3);
    expect((await rsvp(t.alice, e.id, { status: "going" })).body).toMatchObject({ user_guests: 1 });
    expect((await call(t.ctx, "GET", `/api/v1/events/${e.id}`)).body.attendee_count).toBe(3);

    const noGuests = await insertApprovedEvent(t.ctx);
    const refused = await rsvp(t.alice, noGuests.id, { status: "going", guests: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(EVENT_PLACE_REFUSALS.noGuests);
  });

  it("the office sets the guests per member and the confirm window; a proposer's choice is kept", async () => {
    const proposed = await call(
      t.ctx,
      "POST",
      "/api/v1/events",
      {
        title: "Guest Night",
        category: "Social Gathering",
        location: "School Hall",
        start_date: inDays(5).toISOString(),
        guests_per_member: 3,
      },
      t.alice.cookie,
    );
    expect(proposed.status).toBe(201);
    expect(proposed.body.guests_per_member).toBe(3);
    const edited = await t.as("PUT", `/api/v1/admin/events/${proposed.body.id}`, {
      title: "Guest Night",
      category: "Social Gathering",
      location: "School Hall",
      start_date: inDays(5).toISOString(),
      guests_per_member: 1,
      waitlist_confirm_hours: 12,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ guests_per_member: 1, waitlist_confirm_hours: 12 });
  });
});

describe("The waitlist", () => {
  it("is joined when full; freed places go to the first in line, told in the bell and by mail, with a window to confirm", async () => {
    const e = await insertApprovedEvent(t.ctx, {
      maxAttendees: 2,
      guestsPerMember: 1,
      waitlistConfirmHours: 2,
    });
    expect((await rsvp(t.alice, e.id, { status: "going", guests: 1 })).body.attendee_count).toBe(2);
    expect((await join(t.alice, e.id)).body.error.message).toBe(EVENT_PLACE_REFUSALS.alreadyGoing);
    const full = await rsvp(t.bob, e.id, { status: "going" });
    expect(full.body.error.message).toBe(EVENT_PLACE_REFUSALS.fullJoinWaitlist);

    for (const m of [t.bob, t.carol, t.dave]) expect((await join(m, e.id)).status).toBe(200);
    expect(await statusOf(t.bob, e.id)).toMatchObject({
      user_registration_status: "waitlisted",
      waitlist_count: 3,
    });
    // A member waiting cannot go ahead of the line.
    expect((await rsvp(t.dave, e.id, { status: "going" })).body.error.message).toBe(EVENT_MESSAGES.eventFull);

    // Alice's guest is removed: one place frees and Bob, first in line, is moved in.
    const before = Date.now();
    expect((await rsvp(t.alice, e.id, { status: "going", guests: 0 })).body).toMatchObject({
      attendee_count: 2,
      waitlist_count: 2,
    });
    const bob = await statusOf(t.bob, e.id);
    expect(bob.user_registration_status).toBe("going");
    const held = new Date(bob.user_confirm_by).getTime() - before;
    expect(held).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(held).toBeLessThanOrEqual(2 * 3_600_000 + 60_000);
    const [note] = await t.ctx.database.db
      .select()
      .from(notificationItems)
      .where(
        and(eq(notificationItems.userId, t.bob.userId), eq(notificationItems.groupKey, `waitlist:${e.id}`)),
      );
    expect(note.title).toBe(`A place at "${e.title}" is yours`);
    const mail = await waitForMail(t.ctx, (m) => m.to === t.bob.email && m.subject === note.title);
    expect(mail.text).toContain(`/events#event-${e.id}`);

    // Bob confirms by saying 'going' again.
    expect((await rsvp(t.bob, e.id, { status: "going" })).body.user_confirm_by).toBeNull();

    // The office raises the capacity: Carol is next.
    await t.as("PUT", `/api/v1/admin/events/${e.id}`, {
      title: e.title,
      category: e.category,
      location: e.location,
      start_date: e.startDate.toISOString(),
      max_attendees: 3,
    });
    expect((await statusOf(t.carol, e.id)).user_registration_status).toBe("going");
    expect((await statusOf(t.dave, e.id)).user_registration_status).toBe("waitlisted");

    // Carol lets the window pass: the job (due at her confirm_by) releases her place to Dave.
    const job = await confirmJob(t.carol.userId);
    expect(new Date(job.start_after).getTime()).toBe(new Date(job.data.confirmBy).getTime());
    await releaseUnconfirmed(t.ctx.database.db, t.ctx.deps, job.data, new Date(Date.now() + 1_000));
    expect(await statusOf(t.carol, e.id)).toMatchObject({ user_registration_status: "going" });
    await releaseUnconfirmed(t.ctx.database.db, t.ctx.deps, job.data, new Date(job.data.confirmBy));
    expect((await statusOf(t.carol, e.id)).user_registration_status).toBe("not-going");
    expect(await statusOf(t.dave, e.id)).toMatchObject({
      user_registration_status: "going",
      waitlist_count: 0,
    });
    // Bob confirmed: a job for his offer changes nothing.
    const bobJob = await confirmJob(t.bob.userId);
    await releaseUnconfirmed(t.ctx.database.db, t.ctx.deps, bobJob.data, inDays(1));
    expect((await statusOf(t.bob, e.id)).user_registration_status).toBe("going");
  });

  it("is left at will, refused while places are left, on unlimited events and after the deadline", async () => {
    const e = await insertApprovedEvent(t.ctx, { maxAttendees: 1 });
    expect((await join(t.alice, e.id)).body.error.message).toBe(EVENT_PLACE_REFUSALS.placesLeftJoin);
    await rsvp(t.alice, e.id, { status: "going" });
    await join(t.bob, e.id);
    const left = await call(t.ctx, "DELETE", `/api/v1/events/${e.id}/waitlist`, undefined, t.bob.cookie);
    expect(left.body).toMatchObject({ user_registration_status: "not-going", waitlist_count: 0 });
    const again = await call(t.ctx, "DELETE", `/api/v1/events/${e.id}/waitlist`, undefined, t.bob.cookie);
    expect(again.body.error.message).toBe(EVENT_PLACE_REFUSALS.notOnWaitlist);

    const open = await insertApprovedEvent(t.ctx);
    expect((await join(t.bob, open.id)).body.error.message).toBe(EVENT_PLACE_REFUSALS.noWaitlistUnlimited);
    const closed = await insertApprovedEvent(t.ctx, { maxAttendees: 1, registrationDeadline: inDays(-1) });
    expect((await join(t.bob, closed.id)).body.error.message).toBe(EVENT_MESSAGES.registrationClosed);
    const rows = await t.ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, closed.id));
    expect(rows).toHaveLength(0);
  });
});
