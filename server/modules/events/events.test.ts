import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_MESSAGES, VALIDATION } from "../../../contract/messages";
import { eventRegistrations, events } from "../../db/schema";
import { call, createMember, createTestApp, type Member, type TestContext } from "../../test/harness";

let ctx: TestContext;
let alice: Member;
let bob: Member;
const day = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * day);

async function insertEvent(values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(events)
    .values({
      title: "Reunion Dinner",
      description: "Dinner, with speeches",
      category: "Reunion",
      location: "Mumbai",
      startDate: inDays(10),
      moderationStatus: "approved",
      ...values,
    })
    .returning();
  return row;
}

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createMember(ctx, { displayName: "Alice Rao" });
  bob = await createMember(ctx, { displayName: "Bob Das" });
});
afterAll(async () => ctx.close());

describe("GET /api/v1/events", () => {
  it("lists only approved events to visitors and other members; a proposer also sees their own pending ones", async () => {
    const approved = await insertEvent({ title: "Approved one" });
    const pending = await insertEvent({
      title: "Pending one",
      moderationStatus: "pending",
      organizerId: alice.userId,
    });
    const rejected = await insertEvent({
      title: "Rejected one",
      moderationStatus: "rejected",
      organizerId: alice.userId,
    });

    const visitor = await call(ctx, "GET", "/api/v1/events");
    const ids = (r: { body: { events: { id: string }[] } }) => r.body.events.map((e) => e.id);
    expect(ids(visitor)).toContain(approved.id);
    expect(ids(visitor)).not.toContain(pending.id);
    expect(ids(visitor)).not.toContain(rejected.id);

    const other = await call(ctx, "GET", "/api/v1/events", undefined, bob.cookie);
    expect(ids(other)).not.toContain(pending.id);
    expect(ids(other)).not.toContain(rejected.id);

    const own = await call(ctx, "GET", "/api/v1/events", undefined, alice.cookie);
    expect(ids(own)).toContain(pending.id);
    expect(ids(own)).not.toContain(rejected.id);
    expect(own.body.events.find((e: { id: string }) => e.id === pending.id).moderation_status).toBe(
      "pending",
    );

    expect((await call(ctx, "GET", `/api/v1/events/${pending.id}`)).status).toBe(404);
    expect((await call(ctx, "GET", `/api/v1/events/${rejected.id}`, undefined, bob.cookie)).status).toBe(404);
    expect((await call(ctx, "GET", `/api/v1/events/${pending.id}/ics`, undefined, alice.cookie)).status).toBe(
      404,
    );
  });

  it("splits upcoming and past, filters, and returns attendee count and the viewer's registration in the same response", async () => {
    const past = await insertEvent({
      title: "Old Sports Day",
      category: "Sports Event",
      startDate: inDays(-5),
    });
    const future = await insertEvent({
      title: "Career Workshop",
      category: "Educational Workshop",
      location: "Pune",
    });
    const virtual = await insertEvent({ title: "Online Quiz", isVirtual: true, location: null });
    await ctx.database.db.insert(eventRegistrations).values([
      { eventId: future.id, userId: alice.userId, status: "going" },
      { eventId: future.id, userId: bob.userId, status: "interested" },
    ]);
    const upcoming = await call(ctx, "GET", "/api/v1/events?when=upcoming", undefined, bob.cookie);
    const up = upcoming.body.events;
    expect(up.every((e: { start_date: string }) => new Date(e.start_date) > new Date())).toBe(true);
    const starts = up.map((e: { start_date: string }) => e.start_date);
    expect([...starts].sort()).toEqual(starts);
    const f = up.find((e: { id: string }) => e.id === future.id);
    expect(f.attendee_count).toBe(1);
    expect(f.user_registration_status).toBe("interested");

    const pastList = await call(ctx, "GET", "/api/v1/events?when=past");
    expect(pastList.body.events.map((e: { id: string }) => e.id)).toEqual([past.id]);

    const byCategory = await call(ctx, "GET", "/api/v1/events?category=Educational%20Workshop");
    expect(byCategory.body.events.map((e: { id: string }) => e.id)).toEqual([future.id]);
    const byLocation = await call(ctx, "GET", "/api/v1/events?location=Pune");
    expect(byLocation.body.events.map((e: { id: string }) => e.id)).toEqual([future.id]);
    const virtualOnly = await call(ctx, "GET", "/api/v1/events?location=Virtual");
    expect(virtualOnly.body.events.map((e: { id: string }) => e.id)).toEqual([virtual.id]);
    const search = await call(ctx, "GET", "/api/v1/events?search=career");
    expect(search.body.events.map((e: { id: string }) => e.id)).toEqual([future.id]);
    const noMatch = await call(ctx, "GET", "/api/v1/events?search=%25%25");
    expect(noMatch.body.events).toEqual([]);

    const visitor = await call(ctx, "GET", `/api/v1/events/${future.id}`);
    expect(visitor.body.user_registration_status).toBeNull();
    const locations = await call(ctx, "GET", "/api/v1/events/locations");
    expect(locations.body.locations).toContain("Pune");
  });
});

describe("what members and visitors see of an event", () => {
  it("withholds the organizer's account id and the office's moderation notes", async () => {
    await insertEvent({
      title: "Moderated dinner",
      organizerId: alice.userId,
      moderationNotes: "Checked the venue with the caterer",
      moderatedAt: new Date(),
    });
    for (const cookie of [undefined, bob.cookie]) {
      const res = await call(ctx, "GET", "/api/v1/events?when=upcoming", undefined, cookie);
      const ev = res.body.events.find((e: { title: string }) => e.title === "Moderated dinner");
      expect(ev).toMatchObject({ organizer_id: null, moderation_notes: null, moderated_at: null });
    }
    const home = await call(ctx, "GET", "/api/v1/home");
    expect(JSON.stringify(home.body)).not.toContain("Checked the venue");
  });
});

describe("RSVP", () => {
  it("requires sign-in with the spec's message", async () => {
    const e = await insertEvent();
    const res = await call(ctx, "PUT", `/api/v1/events/${e.id}/rsvp`, { status: "going" });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(VALIDATION.rsvpSignIn);
  });

  it("updates the one registration and the attendee count", async () => {
    const e = await insertEvent();
    const going = await call(ctx, "PUT", `/api/v1/events/${e.id}/rsvp`, { status: "going" }, alice.cookie);
    expect(going.status).toBe(200);
    expect(going.body).toMatchObject({ attendee_count: 1, user_registration_status: "going" });
    const notGoing = await call(
      ctx,
      "PUT",
      `/api/v1/events/${e.id}/rsvp`,
      { status: "not-going" },
      alice.cookie,
    );
    expect(notGoing.body).toMatchObject({ attendee_count: 0, user_registration_status: "not-going" });
    const rows = await ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, e.id));
    expect(rows).toHaveLength(1);
  });

  it("50 concurrent toggles by one user leave exactly one registration row", async () => {
    const e = await insertEvent();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(
          ctx,
          "PUT",
          `/api/v1/events/${e.id}/rsvp`,
          { status: i % 2 ? "going" : "not-going" },
          bob.cookie,
        ),
      ),
    );
    expect(results.map((r) => r.status).every((s) => s === 200)).toBe(true);
    const rows = await ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, e.id), eq(eventRegistrations.userId, bob.userId)));
    expect(rows).toHaveLength(1);
  });

  it("refuses 'going' when the event is full, and anything but 'not-going' after the deadline", async () => {
    const full = await insertEvent({ maxAttendees: 1 });
    expect(
      (await call(ctx, "PUT", `/api/v1/events/${full.id}/rsvp`, { status: "going" }, alice.cookie)).status,
    ).toBe(200);
    const refused = await call(ctx, "PUT", `/api/v1/events/${full.id}/rsvp`, { status: "going" }, bob.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(EVENT_MESSAGES.eventFull);
    // The one going may say so again; interested is still possible.
    expect(
      (await call(ctx, "PUT", `/api/v1/events/${full.id}/rsvp`, { status: "going" }, alice.cookie)).status,
    ).toBe(200);
    expect(
      (await call(ctx, "PUT", `/api/v1/events/${full.id}/rsvp`, { status: "interested" }, bob.cookie)).status,
    ).toBe(200);

    const closed = await insertEvent({ registrationDeadline: inDays(-1) });
    const late = await call(ctx, "PUT", `/api/v1/events/${closed.id}/rsvp`, { status: "going" }, bob.cookie);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(EVENT_MESSAGES.registrationClosed);
    expect(
      (await call(ctx, "PUT", `/api/v1/events/${closed.id}/rsvp`, { status: "not-going" }, bob.cookie))
        .status,
    ).toBe(200);

    const pending = await insertEvent({ moderationStatus: "pending" });
    expect(
      (await call(ctx, "PUT", `/api/v1/events/${pending.id}/rsvp`, { status: "going" }, bob.cookie)).status,
    ).toBe(404);
    const bad = await call(ctx, "PUT", `/api/v1/events/${full.id}/rsvp`, { status: "maybe" }, bob.cookie);
    expect(bad.status).toBe(400);
  });
});

describe("RSVP capacity under concurrency", () => {
  it("8 members racing for 3 places: exactly 3 are going, the rest are told it is full", async () => {
    const e = await insertEvent({ maxAttendees: 3 });
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createMember(ctx, { displayName: `Racer ${"abcdefgh"[i]}` })),
    );
    const results = await Promise.all(
      members.map((m) => call(ctx, "PUT", `/api/v1/events/${e.id}/rsvp`, { status: "going" }, m.cookie)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.error.message === EVENT_MESSAGES.eventFull),
    ).toBe(true);
    const going = await ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, e.id), eq(eventRegistrations.status, "going")));
    expect(going).toHaveLength(3);
  });
});

describe("event proposal", () => {
  const proposal = {
    title: "Batch of 2005 meetup",
    description: "Drinks",
    category: "Reunion",
    location: "Delhi",
    start_date: inDays(30).toISOString(),
    end_date: null,
    max_attendees: "",
    is_virtual: false,
    registration_deadline: null,
  };

  it("creates a pending event organised by the proposer, visible only to them", async () => {
    const res = await call(ctx, "POST", "/api/v1/events", proposal, alice.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      moderation_status: "pending",
      organizer_id: alice.userId,
      max_attendees: null,
    });
    const visitor = await call(ctx, "GET", "/api/v1/events");
    expect(visitor.body.events.map((e: { id: string }) => e.id)).not.toContain(res.body.id);
  });

  it("refuses visitors, missing required fields, a bad category and an end before the start", async () => {
    expect((await call(ctx, "POST", "/api/v1/events", proposal)).status).toBe(401);
    const before = await ctx.database.db.$count(events);
    for (const bad of [
      { ...proposal, title: "" },
      { ...proposal, location: " " },
      { ...proposal, category: "Party" },
      { ...proposal, start_date: "" },
      { ...proposal, max_attendees: 0 },
      { ...proposal, end_date: inDays(1).toISOString() },
      { ...proposal, moderation_status: "approved" },
    ]) {
      const res = await call(ctx, "POST", "/api/v1/events", bad, alice.cookie);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await ctx.database.db.$count(events)).toBe(before);
  });
});

describe("calendar", () => {
  it("downloads a standards-compliant .ics for an approved event", async () => {
    const e = await insertEvent({ title: "Gala, Night; with \\ friends", description: "Line one\nLine two" });
    const res = await ctx.app.inject({ method: "GET", url: `/api/v1/events/${e.id}/ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    expect(res.headers["content-disposition"]).toContain('filename="gala-night-with-friends.ics"');
    const body = res.body;
    expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(body).toContain("SUMMARY:Gala\\, Night\\; with \\\\ friends");
    expect(body).toContain("DESCRIPTION:Line one\\nLine two");
    expect(body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(body).toContain(`UID:event-${e.id}@localhost:3000`);
    for (const line of body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("serves a feed of approved upcoming events only", async () => {
    const up = await insertEvent({ title: "Feed Upcoming" });
    await insertEvent({ title: "Feed Past", startDate: inDays(-3) });
    await insertEvent({ title: "Feed Pending", moderationStatus: "pending" });
    const res = await ctx.app.inject({ method: "GET", url: "/api/v1/events/calendar.ics" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`UID:event-${up.id}@`);
    expect(res.body).toContain("SUMMARY:Feed Upcoming");
    expect(res.body).not.toContain("Feed Past");
    expect(res.body).not.toContain("Feed Pending");
  });
});
