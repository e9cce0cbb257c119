import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventsQuerySchema } from "../../../contract/events";
import { eventRegistrations } from "../../db/schema";
import { fewestQueries } from "../../test/count-queries";
import { eventProposal } from "../../test/event-proposals";
import { inDays, insertApprovedEvent, setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, grantRole, type Member } from "../../test/harness";
import { presentEventList, readEventList } from "./queries";

// Events lists shared by viewers with the same rows (decision 144), with CACHE_SECONDS far longer
// than any test: only a write can have emptied the shared reads.
const t = setUpTestAppWith(
  { goer: { displayName: "Gita Goer" }, idle: { displayName: "Ishaan Idle" } },
  { env: { CACHE_SECONDS: "3600" } },
);

const list = (qs: string, member?: Member) =>
  call(t.ctx, "GET", `/api/v1/events?${qs}`, undefined, member?.cookie);
/** Empties every kept read, as any server's write to a watched table does. */
async function emptySharedReads() {
  await t.ctx.database.db.execute(sql`UPDATE events SET title = title WHERE false`);
  await t.ctx.changesHeard();
}

const byTitle = (res: { body: { events: Array<{ title: string }> } }, title: string) =>
  res.body.events.find((e) => e.title === title);

describe("events lists shared between viewers with the same rows", () => {
  it("every kind of viewer gets exactly the answer its own statement gives, for every kind of list", async () => {
    const dinner = await insertApprovedEvent(t.ctx, {
      title: "Shared Dinner",
      maxAttendees: 2,
      guestsPerMember: 1,
    });
    const quiz = await insertApprovedEvent(t.ctx, { title: "Shared Quiz", isVirtual: true, location: null });
    await insertApprovedEvent(t.ctx, {
      title: "Shared Sports Day",
      category: "Sports Event",
      startDate: inDays(-3),
    });
    const waiter = await createMember(t.ctx, { displayName: "Wamiq Waiter" });
    const proposer = await createMember(t.ctx, { displayName: "Pia Proposer" });
    const admin = await createMember(t.ctx, { displayName: "Events Office" });
    await grantRole(t.ctx, admin.userId, "admin");
    await insertApprovedEvent(t.ctx, {
      title: "Shared Proposal",
      moderationStatus: "pending",
      organizerId: proposer.userId,
    });
    await t.ctx.database.db.insert(eventRegistrations).values([
      {
        eventId: dinner.id,
        userId: t.goer.userId,
        status: "going",
        guests: 1,
        guestNames: ["Guest of Gita"],
      },
      { eventId: quiz.id, userId: t.goer.userId, status: "interested" },
      { eventId: dinner.id, userId: waiter.userId, status: "waitlisted", confirmBy: inDays(1) },
      { eventId: quiz.id, userId: proposer.userId, status: "not-going" },
    ]);
    await t.ctx.changesHeard();
    const viewers: Array<[string, Member | null]> = [
      ["visitor", null],
      ["member with replies", t.goer],
      ["member without replies", t.idle],
      ["member on a waitlist", waiter],
      ["member with a proposal awaiting review", proposer],
      ["admin", admin],
    ];
    const queries = [
      "",
      "when=upcoming",
      "when=past",
      "when=upcoming&page=1",
      "when=past&page=1",
      "when=upcoming&page=9",
      "search=shared&limit=2",
      "category=Sports%20Event",
      "location=Virtual",
    ];
    // Each viewer's own statement, read once: nothing below changes the events or replies.
    const direct = new Map<string, unknown>();
    for (const [name, member] of viewers) {
      for (const qs of queries) {
        const query = eventsQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
        const viewerId = member?.userId ?? null;
        const answer = presentEventList(await readEventList(t.ctx.database.db, viewerId, query), viewerId);
        direct.set(`${name} ${qs}`, JSON.parse(JSON.stringify(answer)));
      }
    }
    // Whoever reads first fills the shared reads: each viewer in turn goes first after a write
    // has emptied them (a statement that changes no row still notifies), then everyone reads.
    for (let first = 0; first < viewers.length; first++) {
      await emptySharedReads();
      for (const [name, member] of [...viewers.slice(first), ...viewers.slice(0, first)]) {
        for (const qs of queries) {
          const res = await list(qs, member ?? undefined);
          expect(res.status).toBe(200);
          expect(res.body, `${name} ${qs}, ${viewers[first][0]} first`).toEqual(direct.get(`${name} ${qs}`));
        }
      }
    }
    // The rows above did carry what differs by viewer, so the comparison could have failed.
    expect(byTitle(await list("when=upcoming", t.goer), "Shared Dinner")).toMatchObject({
      user_registration_status: "going",
      user_guest_names: ["Guest of Gita"],
    });
    expect(byTitle(await list("when=upcoming", proposer), "Shared Proposal")).toBeDefined();
    expect(byTitle(await list("when=upcoming", t.idle), "Shared Proposal")).toBeUndefined();
  });

  it("a member's reply is in their next list at once, and in no one else's", async () => {
    const lunch = await insertApprovedEvent(t.ctx, { title: "Reply Lunch" });
    for (const member of [t.goer, t.idle, undefined]) await list("when=upcoming", member);
    const put = await call(
      t.ctx,
      "PUT",
      `/api/v1/events/${lunch.id}/rsvp`,
      { status: "going" },
      t.idle.cookie,
    );
    expect(put.status).toBe(200);
    expect(byTitle(await list("when=upcoming", t.idle), "Reply Lunch")).toMatchObject({
      user_registration_status: "going",
      attendee_count: 1,
    });
    for (const other of [t.goer, undefined]) {
      expect(byTitle(await list("when=upcoming", other), "Reply Lunch")).toMatchObject({
        user_registration_status: null,
        attendee_count: 1,
      });
    }
  });

  it("a member's proposal is in their own next list at once; once approved, in everyone's", async () => {
    const office = await createMember(t.ctx, { displayName: "Proposal Office" });
    await grantRole(t.ctx, office.userId, "admin");
    for (const member of [t.goer, t.idle, undefined]) await list("when=upcoming", member);
    const proposal = eventProposal(12, { title: "Idle Proposal", category: "Reunion", location: "Pune" });
    const posted = await call(t.ctx, "POST", "/api/v1/events", proposal, t.idle.cookie);
    expect(posted.status).toBe(201);
    expect(byTitle(await list("when=upcoming", t.idle), "Idle Proposal")).toMatchObject({
      moderation_status: "pending",
      organizer_id: t.idle.userId,
    });
    expect(byTitle(await list("when=upcoming", t.goer), "Idle Proposal")).toBeUndefined();
    expect(byTitle(await list("when=upcoming"), "Idle Proposal")).toBeUndefined();
    const approve = `/api/v1/admin/events/${posted.body.id}/approve`;
    expect((await call(t.ctx, "POST", approve, {}, office.cookie)).status).toBe(200);
    expect(byTitle(await list("when=upcoming", t.idle), "Idle Proposal")).toMatchObject({
      moderation_status: "approved",
      organizer_id: t.idle.userId,
    });
    for (const other of [t.goer, undefined]) {
      expect(byTitle(await list("when=upcoming", other), "Idle Proposal")).toMatchObject({
        organizer_id: null,
      });
    }
  });

  it("a warm member's list costs no statement", async () => {
    await insertApprovedEvent(t.ctx, { title: "Warm Walk" });
    await list("when=upcoming&page=1", t.goer);
    expect(await fewestQueries(t.ctx.database, () => list("when=upcoming&page=1", t.goer), 3)).toBe(0);
  });
});
