import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../../db/client";
import { insertApprovedEvent } from "../../test/fixtures";
import {
  call,
  createMember,
  createTestApp,
  type Member,
  openTestDatabase,
  type TestContext,
  waitForMails,
} from "../../test/harness";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";

// Issue 27's "Done when" (decision 110): many members answering at once through two app servers
// on one database never put an event over capacity, and freed places go to the waitlist in order.
let smtp: TestSmtpServer;
let servers: TestContext[];
let m: Member[];
let database: Database;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Room for every request of a burst at once: a request waiting for the event's lock holds its
  // connection, and one waiting more than 5 s for a connection would be answered 503.
  database = await openTestDatabase({ poolMax: 60 });
  servers = [await createTestApp({ smtp, database }), await createTestApp({ smtp, database })];
  const first = servers[0];
  m = [];
  // Fourteen members, a few sign-ups at a time: each waits (up to 8 s) for its verification mail.
  while (m.length < 14) {
    m.push(
      ...(await Promise.all(Array.from({ length: Math.min(4, 14 - m.length) }, () => createMember(first)))),
    );
  }
}, 240_000);

afterAll(async () => {
  await servers[1]?.close();
  await servers[0]?.close();
  await database?.close();
  await smtp?.close();
});

type Action = [member: Member, method: "PUT" | "POST" | "DELETE", path: "rsvp" | "waitlist", body?: object];

/** Sends every action at once, alternating between the two servers; the answers in order. */
function burst(eventId: string, actions: Action[]) {
  return Promise.all(
    actions.map(([member, method, path, body], i) =>
      call(servers[i % 2], method, `/api/v1/events/${eventId}/${path}`, body, member.cookie),
    ),
  );
}

/** Who is going and the waitlist in its order, straight from the database. */
async function registrations(eventId: string) {
  const rows = await queryRows<{ user_id: string; status: string; guests: number }>(
    servers[0].database.db,
    sql`SELECT user_id, status, guests FROM event_registrations WHERE event_id = ${eventId}
      ORDER BY waitlisted_at, id`,
  );
  const ids = (status: string) => rows.filter((r) => r.status === status).map((r) => r.user_id);
  const taken = rows.filter((r) => r.status === "going").reduce((n, r) => n + 1 + r.guests, 0);
  return { going: new Set(ids("going")), waitlist: ids("waitlisted"), taken, rows: rows.length };
}

describe("The waitlist under concurrency, two servers on one database", () => {
  it("50 concurrent RSVPs, cancellations and waitlist joins: never over capacity, promotion in order", async () => {
    const e = await insertApprovedEvent(servers[0], { maxAttendees: 6, guestsPerMember: 1 });
    const rsvp = (who: Member, status: string, guests?: number): Action => [
      who,
      "PUT",
      "rsvp",
      { status, guests },
    ];
    const join: (who: Member) => Action = (who) => [who, "POST", "waitlist", {}];
    const setUp = (who: Member, i: number, method: "PUT" | "POST", path: "rsvp" | "waitlist", body: object) =>
      call(servers[i % 2], method, `/api/v1/events/${e.id}/${path}`, body, who.cookie);
    // m0, m1, m2 each bring a guest: the six places are taken; m3 … m10 wait, in this order.
    for (const [i, who] of m.slice(0, 3).entries()) {
      expect((await setUp(who, i, "PUT", "rsvp", { status: "going", guests: 1 })).status).toBe(200);
    }
    for (const [i, who] of m.slice(3, 11).entries()) {
      expect((await setUp(who, i, "POST", "waitlist", {})).status).toBe(200);
    }

    const newcomers = m.slice(11);
    const actions: Action[] = [
      // Three cancellations free six places at once: m3 … m8 are next in line.
      ...m.slice(0, 3).flatMap((who) => [rsvp(who, "not-going"), join(who), rsvp(who, "going")]),
      // Those waiting press 'going' (refused while full; a confirmation once moved in), some with a guest.
      ...m.slice(3, 11).flatMap((who) => [rsvp(who, "going"), rsvp(who, "going")]),
      ...m.slice(3, 7).map((who) => rsvp(who, "going", 1)),
      // Newcomers try 'going' (with and without a guest) and join the waitlist.
      ...newcomers.flatMap((who) => [
        rsvp(who, "going"),
        join(who),
        rsvp(who, "going", 1),
        join(who),
        rsvp(who, "going"),
        rsvp(who, "going", 1),
        rsvp(who, "going"),
      ]),
    ];
    expect(actions).toHaveLength(50);
    const answers = await burst(e.id, actions);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 200))
      expect(a.body.attendee_count).toBeLessThanOrEqual(6);

    const after = await registrations(e.id);
    expect(after.taken).toBe(6);
    expect(after.going).toEqual(new Set(m.slice(3, 9).map((x) => x.userId)));
    expect(after.waitlist.slice(0, 2)).toEqual([m[9].userId, m[10].userId]);
    // Every newcomer ended on the waitlist, behind those who were there before.
    expect(after.waitlist.slice(2)).toEqual(expect.arrayContaining(newcomers.map((x) => x.userId)));
    const subject = `A place at "${e.title}" is yours`;
    await waitForMails(servers[0], (mail) => mail.subject === subject, 6, 20_000);
    const told = smtp.received.filter((mail) => mail.subject === subject).map((x) => x.to);
    expect(told.sort()).toEqual(
      m
        .slice(3, 9)
        .map((x) => x.email)
        .sort(),
    );

    // Second round, at once: two leave the event and the third in line leaves the waitlist.
    const [first, next, third] = after.waitlist;
    const leaver = m.find((x) => x.userId === third) as Member;
    const second = await burst(e.id, [
      rsvp(m[3], "not-going"),
      [leaver, "DELETE", "waitlist"],
      rsvp(m[4], "not-going"),
    ]);
    expect(second.map((a) => a.status)).toEqual([200, 200, 200]);
    const last = await registrations(e.id);
    expect(last.taken).toBe(6);
    expect(last.going).toEqual(new Set([...m.slice(5, 9).map((x) => x.userId), first, next]));
    expect(last.waitlist).toEqual(after.waitlist.slice(3));
  });
});
