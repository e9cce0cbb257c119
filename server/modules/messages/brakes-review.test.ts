import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrakeSettings } from "../../../contract/brakes";
import { BRAKE_TEXT } from "../../../contract/ui-text";
import { user } from "../../db/auth-schema";
import { profiles, readBrakeRefusals } from "../../db/schema";
import { insertProfile, setUpAdminTestApp } from "../../test/admin-fixtures";
import { eventually } from "../../test/change-feed-fakes";
import {
  call,
  createMember,
  createTestApp,
  grantRole,
  type Member,
  ORIGIN,
  type TestContext,
  waitForMail,
} from "../../test/harness";
import { pruneReadBrakeRefusals } from "../admin/brakes/retention";

// The second engineer's review of the spam and scraping brakes (decision 120, "Second engineer's
// review"): one test per fixed finding, each seen failing without its fix.

const t = setUpAdminTestApp();
const LIMITS: BrakeSettings = {
  new_conversations_per_day: 20,
  new_account_days: 0,
  new_account_conversations_per_day: 20,
  directory_reads_per_hour: 600,
};
beforeAll(async () => {
  expect((await t.as("PUT", "/api/v1/admin/settings/brakes", LIMITS)).status).toBe(200);
});

/** A member who accepts messages, made straight in the database (no sign-up needed to receive). */
async function stranger(ctx: TestContext) {
  const id = randomUUID();
  await ctx.database.db
    .insert(user)
    .values({ id, name: "Rita", email: `${id}@example.org`, emailVerified: true });
  await insertProfile(ctx, { userId: id, displayName: "Rita Recipient" });
  return id;
}
const send = (from: Member, to: string, content: string) =>
  call(t.ctx, "POST", "/api/v1/messages", { recipient_id: to, content }, from.cookie);
const inboxOf = async (member: Member) =>
  (await call(t.ctx, "GET", "/api/v1/messages/conversations", undefined, member.cookie)).body.conversations;

/** The spammer's text sent as a first message to three strangers: the next stranger's copy is held. */
async function spammerAtTheHold(text: string) {
  const spammer = await createMember(t.ctx, { displayName: "Spam Spammer" });
  for (let i = 0; i < 3; i++) expect((await send(spammer, await stranger(t.ctx), text)).status).toBe(201);
  return spammer;
}

describe("the same-text hold", () => {
  it("M1: holds the next message to someone whose first message was held (it was no conversation)", async () => {
    const text = "Cheap watches at example.com";
    const spammer = await spammerAtTheHold(text);
    const target = await createMember(t.ctx, { displayName: "Tara Target" });
    expect((await send(spammer, target.userId, text)).body.hidden_reason).toBe(BRAKE_TEXT.heldReason);
    // Before the fix the held message's conversation row made this one a reply: delivered.
    const again = await send(spammer, target.userId, text);
    expect(again.status).toBe(201);
    expect(again.body.hidden_reason).toBe(BRAKE_TEXT.heldReason);
    expect(await inboxOf(target)).toEqual([]);
  });

  it("M2: is not dodged by changing case, spaces or punctuation", async () => {
    const spammer = await spammerAtTheHold("Cheap watches at example.com");
    const target = await createMember(t.ctx, { displayName: "Tom Target" });
    const dodged = await send(spammer, target.userId, "  CHEAP watches\u200b at   example.com!! ");
    expect(dodged.body.hidden_reason).toBe(BRAKE_TEXT.heldReason);
    expect(await inboxOf(target)).toEqual([]);
    // A different text is not held.
    expect(
      (await send(spammer, await stranger(t.ctx), "Cheap clocks at example.com")).body.hidden_reason,
    ).toBe(undefined);
  });
});

describe("the unread-message mail", () => {
  it("M3: leaves a stranger's web addresses out until the recipient replies", async () => {
    const sender = await createMember(t.ctx, { displayName: "Link Sender" });
    const reader = await createMember(t.ctx, { displayName: "Mail Reader" });
    const first = await send(
      sender,
      reader.userId,
      "Log in at https://evil.example/login or www.evil.example now",
    );
    expect(first.status).toBe(201);
    const mail = await waitForMail(
      t.ctx,
      (m) => m.to === reader.email && m.subject === "New message from Link Sender",
    );
    expect(mail.text).not.toContain("evil.example");
    expect(mail.text).toContain(`Log in at ${BRAKE_TEXT.linkWithheld} or ${BRAKE_TEXT.linkWithheld} now`);

    // Once the reader has answered, the sender's links are theirs to follow, in the chat and the mail.
    expect((await send(reader, sender.userId, "Who are you?")).status).toBe(201);
    const before = t.ctx.mail.length;
    expect((await send(sender, reader.userId, "See https://fine.example/page")).status).toBe(201);
    const next = await waitForMail(
      t.ctx,
      (m) => t.ctx.mail.indexOf(m) >= before && m.to === reader.email && m.text.includes("See "),
    );
    expect(next.text).toContain("See https://fine.example/page");
  });
});

describe("a mentoring request's mail", () => {
  it("L3: leaves the asker's web addresses out (the note is a stranger's first word too)", async () => {
    const mentor = await createMember(t.ctx, { displayName: "Mona Mentor" });
    await t.ctx.database.db
      .update(profiles)
      .set({ mentorshipAvailability: true })
      .where(eq(profiles.id, mentor.profileId));
    const asker = await createMember(t.ctx, { displayName: "Ali Asker" });
    const asked = await call(
      t.ctx,
      "POST",
      "/api/v1/mentoring/requests",
      { mentor_user_id: mentor.userId, note: "Please read https://evil.example/cv first" },
      asker.cookie,
    );
    expect(asked.status).toBe(201);
    const mail = await waitForMail(
      t.ctx,
      (m) => m.to === mentor.email && m.subject.endsWith("asks you for mentoring"),
    );
    expect(mail.text).not.toContain("evil.example");
    expect(mail.text).toContain(`Please read ${BRAKE_TEXT.linkWithheld} first`);
  });
});

// The scraping brake with the rate limits on (a server of its own: the file's other server has them off).
describe("the scraping brake", () => {
  const READS = 20;
  let server: TestContext;
  let office: Member;
  beforeAll(async () => {
    server = await createTestApp({ rateLimit: true, env: { RATE_LIMIT_STORE: "memory" } });
    office = await createMember(server);
    await grantRole(server, office.userId, "admin");
    const put = await server.app.inject({
      method: "PUT",
      url: "/api/v1/admin/settings/brakes",
      headers: { cookie: office.cookie, origin: ORIGIN, "content-type": "application/json" },
      payload: { ...LIMITS, directory_reads_per_hour: READS },
    });
    expect(put.statusCode).toBe(200);
  });
  afterAll(async () => server.close());

  const read = (url: string, cookie: string) =>
    server.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: "192.0.2.7" });

  it("M4: counts the message picker, the mentor finder, class and chapter pages with the directory", async () => {
    const member = await createMember(server);
    const lists = [
      "/api/v1/messages/recipients",
      "/api/v1/mentors",
      "/api/v1/classes/2010",
      "/api/v1/chapters/no-such-chapter",
    ];
    for (let i = 0; i < READS; i++) {
      const answer = await read(lists[i % lists.length], member.cookie);
      expect(answer.statusCode).not.toBe(429);
    }
    // The allowance is spent: the directory refuses, and so does each of those lists.
    const refused = await read("/api/v1/profiles?search=a", member.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(BRAKE_TEXT.tooManyReads);
    for (const url of lists) expect((await read(url, member.cookie)).statusCode).toBe(429);
  });

  it("L1: counts a visitor's IPv6 addresses by their /64, so changing the address does not help", async () => {
    const visit = (address: string) =>
      server.app.inject({ method: "GET", url: "/api/v1/profiles?page=1", remoteAddress: address });
    for (let i = 1; i <= READS; i++)
      expect((await visit(`2001:db8:7:7::${i.toString(16)}`)).statusCode).toBe(200);
    const refused = await visit("2001:db8:7:7:ffff:1:2:3");
    expect(refused.statusCode).toBe(429);
    // Another network keeps its own allowance; the office's list names the network.
    expect((await visit("2001:db8:7:8::1")).statusCode).toBe(200);
    await eventually(async () => {
      const list = await server.app.inject({
        method: "GET",
        url: "/api/v1/admin/read-brake/refusals",
        headers: { cookie: office.cookie },
      });
      return list.json().refusals.some((r: { address: string | null }) => r.address === "2001:db8:7:7::/64");
    });
  });
});

describe("the refused readers' list", () => {
  it("L2: forgets a client 90 days after its latest refusal", async () => {
    const db = t.ctx.database.db;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db.insert(readBrakeRefusals).values([
      { clientKey: "address:192.0.2.91", address: "192.0.2.91", refused: 3, lastRefusedAt: daysAgo(91) },
      { clientKey: "address:192.0.2.89", address: "192.0.2.89", refused: 3, lastRefusedAt: daysAgo(89) },
    ]);
    expect(await pruneReadBrakeRefusals(db)).toBe(1);
    const left = await t.as("GET", "/api/v1/admin/read-brake/refusals");
    expect(left.body.refusals.map((r: { address: string }) => r.address)).toEqual(["192.0.2.89"]);
  });
});
