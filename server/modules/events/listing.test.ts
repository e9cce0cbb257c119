import { describe, expect, it } from "vitest";
import { eventRegistrations } from "../../db/schema";
import { inDays, setUpEventsTestApp } from "../../test/fixtures";
import { call } from "../../test/harness";

const t = setUpEventsTestApp();

describe("GET /api/v1/events", () => {
  it("lists only approved events to visitors and other members; a proposer also sees their own pending ones", async () => {
    const approved = await t.insertEvent({ title: "Approved one" });
    const pending = await t.insertEvent({
      title: "Pending one",
      moderationStatus: "pending",
      organizerId: t.alice.userId,
    });
    const rejected = await t.insertEvent({
      title: "Rejected one",
      moderationStatus: "rejected",
      organizerId: t.alice.userId,
    });

    const visitor = await call(t.ctx, "GET", "/api/v1/events");
    const ids = (r: { body: { events: { id: string }[] } }) => r.body.events.map((e) => e.id);
    expect(ids(visitor)).toContain(approved.id);
    expect(ids(visitor)).not.toContain(pending.id);
    expect(ids(visitor)).not.toContain(rejected.id);

    const other = await call(t.ctx, "GET", "/api/v1/events", undefined, t.bob.cookie);
    expect(ids(other)).not.toContain(pending.id);
    expect(ids(other)).not.toContain(rejected.id);

    const own = await call(t.ctx, "GET", "/api/v1/events", undefined, t.alice.cookie);
    expect(ids(own)).toContain(pending.id);
    expect(ids(own)).not.toContain(rejected.id);
    expect(own.body.events.find((e: { id: string }) => e.id === pending.id).moderation_status).toBe(
      "pending",
    );

    expect((await call(t.ctx, "GET", `/api/v1/events/${pending.id}`)).status).toBe(404);
    expect((await call(t.ctx, "GET", `/api/v1/events/${rejected.id}`, undefined, t.bob.cookie)).status).toBe(
      404,
    );
    expect(
      (await call(t.ctx, "GET", `/api/v1/events/${pending.id}/ics`, undefined, t.alice.cookie)).status,
    ).toBe(404);
  });

  it("splits upcoming and past, filters, and returns attendee count and the viewer's registration in the same response", async () => {
    const past = await t.insertEvent({
      title: "Old Sports Day",
      category: "Sports Event",
      startDate: inDays(-5),
    });
    const future = await t.insertEvent({
      title: "Career Workshop",
      category: "Educational Workshop",
      location: "Pune",
    });
    const virtual = await t.insertEvent({ title: "Online Quiz", isVirtual: true, location: null });
    await t.ctx.database.db.insert(eventRegistrations).values([
      { eventId: future.id, userId: t.alice.userId, status: "going" },
      { eventId: future.id, userId: t.bob.userId, status: "interested" },
    ]);
    await t.ctx.changesHeard();
    const upcoming = await call(t.ctx, "GET", "/api/v1/events?when=upcoming", undefined, t.bob.cookie);
    const up = upcoming.body.events;
    expect(up.every((e: { start_date: string }) => new Date(e.start_date) > new Date())).toBe(true);
    const starts = up.map((e: { start_date: string }) => e.start_date);
    expect([...starts].sort()).toEqual(starts);
    const f = up.find((e: { id: string }) => e.id === future.id);
    expect(f.attendee_count).toBe(1);
    expect(f.user_registration_status).toBe("interested");

    const pastList = await call(t.ctx, "GET", "/api/v1/events?when=past");
    expect(pastList.body.events.map((e: { id: string }) => e.id)).toEqual([past.id]);

    const byCategory = await call(t.ctx, "GET", "/api/v1/events?category=Educational%20Workshop");
    expect(byCategory.body.events.map((e: { id: string }) => e.id)).toEqual([future.id]);
    const byLocation = await call(t.ctx, "GET", "/api/v1/events?location=Pune");
    expect(byLocation.body.events.map((e: { id: string }) => e.id)).toEqual([future.id]);
    const virtualOnly = await call(t.ctx, "GET", "/api/v1/events?location=Virtual");
    expect(virtualOnly.body.events.map((e: { id: string }) => e.id)).toEqual([virtual.id]);
    const search = await call(t.ctx, "GET", "/api/v1/events?search=career");
    expect(search.body.events.map((e: { id: string }) => e.id)).toEqual([future.id]);
    const noMatch = await call(t.ctx, "GET", "/api/v1/events?search=%25%25");
    expect(noMatch.body.events).toEqual([]);

    const visitor = await call(t.ctx, "GET", `/api/v1/events/${future.id}`);
    expect(visitor.body.user_registration_status).toBeNull();
    const locations = await call(t.ctx, "GET", "/api/v1/events/locations");
    expect(locations.body.locations).toContain("Pune");
  });
});

describe("what members and visitors see of an event", () => {
  it("withholds the organizer's account id and the office's moderation notes", async () => {
    await t.insertEvent({
      title: "Moderated dinner",
      organizerId: t.alice.userId,
      moderationNotes: "Checked the venue with the caterer",
      moderatedAt: new Date(),
    });
    for (const cookie of [undefined, t.bob.cookie]) {
      const res = await call(t.ctx, "GET", "/api/v1/events?when=upcoming", undefined, cookie);
      const ev = res.body.events.find((e: { title: string }) => e.title === "Moderated dinner");
      expect(ev).toMatchObject({ organizer_id: null, moderation_notes: null, moderated_at: null });
    }
    const home = await call(t.ctx, "GET", "/api/v1/home");
    expect(JSON.stringify(home.body)).not.toContain("Checked the venue");
  });
});

describe("calendar", () => {
  it("downloads a standards-compliant .ics for an approved event", async () => {
    const e = await t.insertEvent({
      title: "Gala, Night; with \\ friends",
      description: "Line one\nLine two",
    });
    const res = await t.ctx.app.inject({ method: "GET", url: `/api/v1/events/${e.id}/ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/calendar");
    expect(res.headers["content-disposition"]).toContain('filename="gala-night-with-friends.ics"');
    const body = res.body;
    expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(body).toContain("SUMMARY:Gala\\, Night\\; with \\\\ friends");
    expect(body).toContain("DESCRIPTION:Line one\\nLine two");
    // In the event's zone (the school's by default: UTC+5:30 all year), with its VTIMEZONE.
    const kolkata = new Date(e.startDate.getTime() + 330 * 60_000)
      .toISOString()
      .replace(/[-:]|\.\d{3}Z/g, "");
    expect(body).toContain(`DTSTART;TZID=Asia/Kolkata:${kolkata}`);
    expect(body).toContain("BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata\r\n");
    expect(body).toContain(`UID:event-${e.id}@localhost:3000`);
    for (const line of body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("serves a feed of approved upcoming events only", async () => {
    const up = await t.insertEvent({ title: "Feed Upcoming" });
    await t.insertEvent({ title: "Feed Past", startDate: inDays(-3) });
    await t.insertEvent({ title: "Feed Pending", moderationStatus: "pending" });
    const res = await t.ctx.app.inject({ method: "GET", url: "/api/v1/events/calendar.ics" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`UID:event-${up.id}@`);
    expect(res.body).toContain("SUMMARY:Feed Upcoming");
    expect(res.body).not.toContain("Feed Past");
    expect(res.body).not.toContain("Feed Pending");
  });
});
