import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_MESSAGES, VALIDATION } from "../../../contract/messages";
import { eventRegistrations } from "../../db/schema";
import { inDays, insertApprovedEvent } from "../../test/fixtures";
import { call, createMember, createTestApp, type Member, type TestContext } from "../../test/harness";

let ctx: TestContext;
let alice: Member;
let bob: Member;
const insertEvent = (values: Parameters<typeof insertApprovedEvent>[1] = {}) =>
  insertApprovedEvent(ctx, values);

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createMember(ctx, { displayName: "Alice Rao" });
  bob = await createMember(ctx, { displayName: "Bob Das" });
});
afterAll(async () => ctx.close());

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
