import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrakeSettings } from "../../../contract/brakes";
import { BRAKE_TEXT } from "../../../contract/ui-text";
import { user } from "../../db/auth-schema";
import { reports } from "../../db/schema";
import { insertProfile, setUpAdminTestApp } from "../../test/admin-fixtures";
import {
  call,
  createMember,
  createTestApp,
  grantRole,
  type Member,
  type TestContext,
} from "../../test/harness";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";

// Issue 28 item 4 (decision 120): first messages to strangers are limited per day (fewer for a new
// account), replies are not; the same text to several strangers is held for the office; a
// stranger's links are marked inert until the recipient replies. Counted in the send's transaction.

const t = setUpAdminTestApp({ sender: { displayName: "Sam Sender" } });
const LIMITS: BrakeSettings = {
  new_conversations_per_day: 3,
  new_account_days: 0,
  new_account_conversations_per_day: 1,
  directory_reads_per_hour: 600,
};

/** A member who accepts messages, made straight in the database (no sign-up needed to receive). */
async function recipient(ctx: TestContext, name = "Rita Recipient") {
  const id = randomUUID();
  await ctx.database.db.insert(user).values({ id, name, email: `${id}@example.org`, emailVerified: true });
  await insertProfile(ctx, { userId: id, displayName: name });
  return id;
}
const send = (ctx: TestContext, from: Member, to: string, content: string, parent?: string) =>
  call(
    ctx,
    "POST",
    "/api/v1/messages",
    { recipient_id: to, content, parent_message_id: parent },
    from.cookie,
  );
const setLimits = async (patch: Partial<BrakeSettings> = {}) =>
  expect((await t.as("PUT", "/api/v1/admin/settings/brakes", { ...LIMITS, ...patch })).status).toBe(200);

describe("new conversations a day", () => {
  it("refuses the first message past the day's limit with a clear 429; replies are not limited", async () => {
    await setLimits();
    const member = await createMember(t.ctx, { displayName: "Lim Ited" });
    const strangers = [await recipient(t.ctx), await recipient(t.ctx), await recipient(t.ctx)];
    for (const [i, to] of strangers.entries())
      expect((await send(t.ctx, member, to, `Hello ${i}`)).status).toBe(201);

    const refused = await send(t.ctx, member, await recipient(t.ctx), "Hello 4");
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: "RATE_LIMITED",
      message: BRAKE_TEXT.newConversationLimit(3, null),
    });
    expect(refused.body.error.message).toBe(
      "You have reached today's limit of 3 new conversations. Replies are not limited.",
    );
    // Writing again to someone already written to is not a new conversation.
    expect((await send(t.ctx, member, strangers[0], "And another thing")).status).toBe(201);
    // A member answering the one who wrote to them is replying: never limited.
    const writer = await createMember(t.ctx, { displayName: "Wren Writer" });
    await setLimits({ new_conversations_per_day: 1 });
    expect((await send(t.ctx, writer, t.sender.userId, "Hi Sam")).status).toBe(201);
    expect((await send(t.ctx, t.sender, writer.userId, "Hi Wren")).status).toBe(201);
    expect((await send(t.ctx, t.sender, writer.userId, "Hi again")).status).toBe(201);
  });

  it("gives a new account the lower limit for its first days", async () => {
    await setLimits({ new_account_days: 7, new_account_conversations_per_day: 1 });
    const newcomer = await createMember(t.ctx, { displayName: "Nia New" });
    expect((await send(t.ctx, newcomer, await recipient(t.ctx), "Hi")).status).toBe(201);
    const refused = await send(t.ctx, newcomer, await recipient(t.ctx), "Hi");
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(BRAKE_TEXT.newConversationLimit(1, 7));
    // Once the account is older than the new-account days, the ordinary limit applies.
    await t.ctx.database.db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(user.id, newcomer.userId));
    expect((await send(t.ctx, newcomer, await recipient(t.ctx), "Hi")).status).toBe(201);
  });
});

describe("the same text to several strangers", () => {
  it("is held for the office from the fourth stranger on, and delivered when the office shows it", async () => {
    await setLimits({ new_conversations_per_day: 10 });
    const spammer = await createMember(t.ctx, { displayName: "Spam Spammer" });
    const text = "Cheap watches at example.com";
    for (let i = 0; i < 3; i++) {
      const sent = await send(t.ctx, spammer, await recipient(t.ctx), text);
      expect(sent.body.hidden_reason).toBeUndefined();
    }
    const target = await createMember(t.ctx, { displayName: "Tara Target" });
    const held = await send(t.ctx, spammer, target.userId, text);
    expect(held.status).toBe(201);
    expect(held.body.hidden_reason).toBe(BRAKE_TEXT.heldReason);
    const inbox = async () =>
      (await call(t.ctx, "GET", "/api/v1/messages/conversations", undefined, target.cookie)).body
        .conversations;
    expect(await inbox()).toEqual([]);

    const queue = await t.as("GET", "/api/v1/admin/reports?status=open");
    const report = queue.body.items.find((r: { subject_id: string }) => r.subject_id === held.body.id);
    expect(report).toMatchObject({ reason: "spam", note: BRAKE_TEXT.heldNote(4) });
    expect(report.snapshot.lines).toEqual([text]);
    const [row] = await t.ctx.database.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row.reporterId).toBeNull();

    expect((await t.as("POST", `/api/v1/admin/reports/${report.id}/unhide`, {})).status).toBe(200);
    expect((await inbox()).map((c: { last_message: { id: string } }) => c.last_message.id)).toEqual([
      held.body.id,
    ]);
  });
});

describe("links in a first message", () => {
  it("are marked inert for the recipient until the recipient replies", async () => {
    await setLimits();
    const stranger = await createMember(t.ctx, { displayName: "Stan Ger" });
    const reader = await createMember(t.ctx, { displayName: "Rae Reader" });
    const first = await send(t.ctx, stranger, reader.userId, "See https://example.com/offer");
    expect(first.body.links_inert).toBe(true);
    const thread = async () =>
      (
        await call(
          t.ctx,
          "GET",
          `/api/v1/messages/conversations/${stranger.userId}`,
          undefined,
          reader.cookie,
        )
      ).body.messages;
    expect((await thread())[0].links_inert).toBe(true);
    expect((await send(t.ctx, reader, stranger.userId, "Who are you?", first.body.id)).status).toBe(201);
    expect((await thread()).map((m: { links_inert?: boolean }) => m.links_inert)).toEqual([
      undefined,
      undefined,
    ]);
  });
});

// Two app servers over one PostgreSQL (PGlite cannot share a database: one server there).
describe("the daily limit on two servers", () => {
  const servers: TestContext[] = [];
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    // One SMTP server for both: either server's queue worker may deliver a mail the other queued
    // (a sign-up's verification mail landed in the other server's sink and was waited for in vain).
    smtp = await startSmtpServer();
    servers.push(await createTestApp({ smtp }));
    if (process.env.TEST_DB === "postgres")
      servers.push(await createTestApp({ database: servers[0].database, smtp }));
  });
  afterAll(async () => {
    for (const s of servers.reverse()) await s.close();
    await smtp.close();
  });

  it("counts every server's first messages against one allowance", async () => {
    const [one] = servers;
    const office = await createMember(one);
    await grantRole(one, office.userId, "admin");
    const put = await call(
      one,
      "PUT",
      "/api/v1/admin/settings/brakes",
      { ...LIMITS, new_conversations_per_day: 2 },
      office.cookie,
    );
    expect(put.status).toBe(200);
    const member = await createMember(one);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const server = servers[i % servers.length];
      statuses.push((await send(server, member, await recipient(one), `Hello ${i}`)).status);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
  });
});
