import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { insertApprovedEvent } from "../../test/fixtures";
import {
  call,
  createMember,
  createTestApp,
  type Member,
  type TestContext,
  waitForMails,
} from "../../test/harness";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";

// Issue 27's "Done when" (decision 110): many members answering at once through two app servers
// on one database never put an event over capacity, and freed places go to the waitlist in order.
let smtp: TestSmtpServer;
let servers: TestContext[];
let m: Member[];

beforeAll(async () => {
  smtp = await startSmtpServer();
  const first = await createTestApp({ smtp });
  servers = [first, await createTestApp({ smtp, database: first.database })];
  m = [];
  // Fourteen members, seven sign-ups at a time (each waits for its verification mail).
  for (let batch = 0; batch < 2; batch++) {
    m.push(...(await Promise.all(Array.from({ length: 7 }, () => createMember(first)))));
  }
}, 240_000);

afterAll(async () => {
  await servers[1]?.close();
  await servers[0]?.close();
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
    const e = await insertApprovedEvent(servers[0], { maxAttendees: 3, guestsPerMember: 1 });
    const rsvp = (who: Member, status: string): Action => [who, "PUT", "rsvp", { status }];
    const join: (who: Member) => Action = (who) => [who, "POST", "waitlist", {}];
    // m0 brings a guest: three places are taken by m0, the guest and m1; m2 … m5 wait, in order.
    expect(
      (
        await call(
          servers[0],
          "PUT",
          `/api/v1/events/${e.id}/rsvp`,
          { status: "going", guests: 1 },
          m[0].cookie,
        )
      ).status,
    ).toBe(200);
    expect(
      (await call(servers[1], "PUT", `/api/v1/events/${e.id}/rsvp`, { status: "going" }, m[1].cookie)).status,
    ).toBe(200);
    for (const w of m.slice(2, 6))
      expect((await call(servers[0], "POST", `/api/v1/events/${e.id}/waitlist`, {}, w.cookie)).status).toBe(
        200,
      );

    const newcomers = m.slice(6);
    const actions: Action[] = [
      // m0 cancels (two places free: m2 and m3 are next), m1 says 'going' again three times.
      rsvp(m[0], "not-going"),
      rsvp(m[1], "going"),
      rsvp(m[1], "going"),
      rsvp(m[1], "going"),
      join(m[0]),
      // Those waiting press 'going' (refused while full; a confirmation once moved in).
      ...m.slice(2, 6).flatMap((w) => [rsvp(w, "going"), rsvp(w, "going")]),
      // Eight newcomers each try 'going' three times and join the waitlist twice.
      ...newcomers.flatMap((n) => [rsvp(n, "going"), join(n), rsvp(n, "going"), join(n), rsvp(n, "going")]),
    ].slice(0, 50);
    expect(actions).toHaveLength(50);
    const answers = await burst(e.id, actions);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 200))
      expect(a.body.attendee_count).toBeLessThanOrEqual(3);

    const after = await registrations(e.id);
    expect(after.taken).toBe(3);
    expect(after.going).toEqual(new Set([m[1].userId, m[2].userId, m[3].userId]));
    expect(after.waitlist.slice(0, 2)).toEqual([m[4].userId, m[5].userId]);
    // Every newcomer ended on the waitlist (each joined at least once after the line was full).
    expect(new Set(after.waitlist)).toEqual(
      new Set(
        [m[4], m[5], ...newcomers, ...(after.waitlist.includes(m[0].userId) ? [m[0]] : [])].map(
          (x) => x.userId,
        ),
      ),
    );
    await waitForMails(servers[0], (mail) => mail.subject === `A place at "${e.title}" is yours`, 2, 20_000);
    const told = smtp.received
      .filter((mail) => mail.subject === `A place at "${e.title}" is yours`)
      .map((x) => x.to);
    expect(told.sort()).toEqual([m[2].email, m[3].email].sort());

    // Second round, at once: two leave the event and the third in line leaves the waitlist.
    const [first, next, third] = after.waitlist;
    const leaver = m.find((x) => x.userId === third) as Member;
    const second = await burst(e.id, [
      rsvp(m[1], "not-going"),
      [leaver, "DELETE", "waitlist"],
      rsvp(m[2], "not-going"),
    ]);
    expect(second.map((a) => a.status)).toEqual([200, 200, 200]);
    const last = await registrations(e.id);
    expect(last.taken).toBe(3);
    expect(last.going).toEqual(new Set([m[3].userId, first, next]));
    expect(last.waitlist).toEqual(after.waitlist.slice(3));
  });
});
