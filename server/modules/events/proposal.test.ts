import { describe, expect, it } from "vitest";
import { TIME_ZONE_TEXT } from "../../../contract/time-zone-text";
import { events } from "../../db/schema";
import { eventProposal } from "../../test/event-proposals";
import { inDays, setUpEventsTestApp } from "../../test/fixtures";
import { call } from "../../test/harness";

const t = setUpEventsTestApp();

describe("event proposal", () => {
  const proposal = eventProposal(30, {
    title: "Batch of 2005 meetup",
    description: "Drinks",
    category: "Reunion",
    location: "Delhi",
  });

  it("creates a pending event organised by the proposer, visible only to them", async () => {
    const res = await call(t.ctx, "POST", "/api/v1/events", proposal, t.alice.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      moderation_status: "pending",
      organizer_id: t.alice.userId,
      max_attendees: null,
    });
    const visitor = await call(t.ctx, "GET", "/api/v1/events");
    expect(visitor.body.events.map((e: { id: string }) => e.id)).not.toContain(res.body.id);
  });

  it("refuses visitors, missing required fields, a bad category and an end before the start", async () => {
    expect((await call(t.ctx, "POST", "/api/v1/events", proposal)).status).toBe(401);
    const before = await t.ctx.database.db.$count(events);
    for (const bad of [
      { ...proposal, title: "" },
      { ...proposal, location: " " },
      { ...proposal, category: "Party" },
      { ...proposal, start_date: "" },
      { ...proposal, max_attendees: 0 },
      { ...proposal, end_date: inDays(1).toISOString() },
      { ...proposal, moderation_status: "approved" },
    ]) {
      const res = await call(t.ctx, "POST", "/api/v1/events", bad, t.alice.cookie);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await t.ctx.database.db.$count(events)).toBe(before);
  });

  it("stores the event's time zone (the school's when none is given) and refuses one that is not an IANA zone", async () => {
    const plain = await call(t.ctx, "POST", "/api/v1/events", proposal, t.alice.cookie);
    expect(plain.body.time_zone).toBe("Asia/Kolkata");
    const zoned = await call(
      t.ctx,
      "POST",
      "/api/v1/events",
      { ...proposal, time_zone: "America/New_York" },
      t.alice.cookie,
    );
    expect(zoned.status).toBe(201);
    expect(zoned.body.time_zone).toBe("America/New_York");
    const before = await t.ctx.database.db.$count(events);
    for (const time_zone of ["Not/AZone", "GMT+5", "+05:30", 42]) {
      const res = await call(t.ctx, "POST", "/api/v1/events", { ...proposal, time_zone }, t.alice.cookie);
      expect(res.status, String(time_zone)).toBe(400);
      expect(res.body.error.fields.time_zone).toBeTruthy();
    }
    const res = await call(
      t.ctx,
      "POST",
      "/api/v1/events",
      { ...proposal, time_zone: "Mars/Olympus" },
      t.alice.cookie,
    );
    expect(res.body.error.fields.time_zone).toBe(TIME_ZONE_TEXT.invalid);
    expect(await t.ctx.database.db.$count(events)).toBe(before);
  });
});
