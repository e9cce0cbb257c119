import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EVENT_MESSAGES, EVENT_PLACE_REFUSALS } from "../../../contract/ui-text";
import { eventRegistrations } from "../../db/schema";
import { inDays, setUpEventsTestApp } from "../../test/fixtures";
import { call, createMember } from "../../test/harness";

const t = setUpEventsTestApp();

describe("RSVP", () => {
  it("requires sign-in with the spec's message", async () => {
    const e = await t.insertEvent();
    const res = await call(t.ctx, "PUT", `/api/v1/events/${e.id}/rsvp`, { status: "going" });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(EVENT_MESSAGES.rsvpSignIn);
  });

  it("updates the one registration and the attendee count", async () => {
    const e = await t.insertEvent();
    const going = await call(
      t.ctx,
      "PUT",
      `/api/v1/events/${e.id}/rsvp`,
      { status: "going" },
      t.alice.cookie,
    );
    expect(going.status).toBe(200);
    expect(going.body).toMatchObject({ attendee_count: 1, user_registration_status: "going" });
    const notGoing = await call(
      t.ctx,
      "PUT",
      `/api/v1/events/${e.id}/rsvp`,
      { status: "not-going" },
      t.alice.cookie,
    );
    expect(notGoing.body).toMatchObject({ attendee_count: 0, user_registration_status: "not-going" });
    const rows = await t.ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, e.id));
    expect(rows).toHaveLength(1);
  });

  it("50 concurrent toggles by one user leave exactly one registration row", async () => {
    const e = await t.insertEvent();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(
          t.ctx,
          "PUT",
          `/api/v1/events/${e.id}/rsvp`,
          { status: i % 2 ? "going" : "not-going" },
          t.bob.cookie,
        ),
      ),
    );
    expect(results.map((r) => r.status).every((s) => s === 200)).toBe(true);
    const rows = await t.ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, e.id), eq(eventRegistrations.userId, t.bob.userId)));
    expect(rows).toHaveLength(1);
  });

  it("refuses 'going' when the event is full, and anything but 'not-going' after the deadline", async () => {
    const full = await t.insertEvent({ maxAttendees: 1 });
    expect(
      (await call(t.ctx, "PUT", `/api/v1/events/${full.id}/rsvp`, { status: "going" }, t.alice.cookie))
        .status,
    ).toBe(200);
    const refused = await call(
      t.ctx,
      "PUT",
      `/api/v1/events/${full.id}/rsvp`,
      { status: "going" },
      t.bob.cookie,
    );
    expect(refused.status).toBe(409);
    // Issue 27: a full event points to its waitlist.
    expect(refused.body.error.message).toBe(EVENT_PLACE_REFUSALS.fullJoinWaitlist);
    // The one going may say so again; interested is still possible.
    expect(
      (await call(t.ctx, "PUT", `/api/v1/events/${full.id}/rsvp`, { status: "going" }, t.alice.cookie))
        .status,
    ).toBe(200);
    expect(
      (await call(t.ctx, "PUT", `/api/v1/events/${full.id}/rsvp`, { status: "interested" }, t.bob.cookie))
        .status,
    ).toBe(200);

    const closed = await t.insertEvent({ registrationDeadline: inDays(-1) });
    const late = await call(
      t.ctx,
      "PUT",
      `/api/v1/events/${closed.id}/rsvp`,
      { status: "going" },
      t.bob.cookie,
    );
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(EVENT_MESSAGES.registrationClosed);
    expect(
      (await call(t.ctx, "PUT", `/api/v1/events/${closed.id}/rsvp`, { status: "not-going" }, t.bob.cookie))
        .status,
    ).toBe(200);

    const pending = await t.insertEvent({ moderationStatus: "pending" });
    expect(
      (await call(t.ctx, "PUT", `/api/v1/events/${pending.id}/rsvp`, { status: "going" }, t.bob.cookie))
        .status,
    ).toBe(404);
    const bad = await call(t.ctx, "PUT", `/api/v1/events/${full.id}/rsvp`, { status: "maybe" }, t.bob.cookie);
    expect(bad.status).toBe(400);
  });
});

describe("RSVP capacity under concurrency", () => {
  it("8 members racing for 3 places: exactly 3 are going, the rest are told it is full", async () => {
    const e = await t.insertEvent({ maxAttendees: 3 });
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createMember(t.ctx, { displayName: `Racer ${"abcdefgh"[i]}` })),
    );
    const results = await Promise.all(
      members.map((m) => call(t.ctx, "PUT", `/api/v1/events/${e.id}/rsvp`, { status: "going" }, m.cookie)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(
      results
        .filter((r) => r.status === 409)
        .every((r) => r.body.error.message === EVENT_PLACE_REFUSALS.fullJoinWaitlist),
    ).toBe(true);
    const going = await t.ctx.database.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, e.id), eq(eventRegistrations.status, "going")));
    expect(going).toHaveLength(3);
  });
});
