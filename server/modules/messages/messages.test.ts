import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { MESSAGING_MESSAGES, VALIDATION } from "../../../contract/ui-text";
import { messages } from "../../db/schema";
import { realtimeOptions } from "../../realtime/routes";
import { setPrivacy } from "../../test/fixtures";
import { call, createMember, createTestApp, type Member, ORIGIN, type TestContext } from "../../test/harness";

let ctx: TestContext;
let alice: Member;
let bob: Member;
let carol: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createMember(ctx, { displayName: "Alice Rao" });
  bob = await createMember(ctx, { displayName: "Bob Das" });
  carol = await createMember(ctx, { displayName: "Carol Sen" });
});
afterAll(async () => ctx.close());

const send = (from: Member | null, body: Record<string, unknown>) =>
  call(ctx, "POST", "/api/v1/messages", body, from?.cookie);
/** `reader` marks read their conversation with `other`. */
const markConversationRead = (reader: Member, other: Member) =>
  call(ctx, "POST", "/api/v1/messages/read", { other_user_id: other.userId }, reader.cookie);

describe("recipient picker", () => {
  it("leaves out members who left the directory (no page, no search, no picker) and returns only the picker's fields", async () => {
    const dan = await createMember(ctx, { displayName: "Dan Hidden" });
    await setPrivacy(ctx, dan.profileId, { show_in_directory: false });
    const list = await call(ctx, "GET", "/api/v1/messages/recipients?search=Dan", undefined, alice.cookie);
    expect(list.status).toBe(200);
    expect(list.body.recipients).toEqual([]);
    const all = await call(ctx, "GET", "/api/v1/messages/recipients", undefined, alice.cookie);
    for (const r of all.body.recipients)
      expect(Object.keys(r).sort()).toEqual([
        "avatar_url",
        "company",
        "currentrole",
        "display_name",
        "user_id",
      ]);
    // A reply in an existing conversation is still possible: allow_messages governs sending.
    expect((await send(alice, { recipient_id: dan.userId, content: "hi" })).status).toBe(201);
  });
});

describe("sending", () => {
  it("sends a message in a new thread with both names attached", async () => {
    const res = await send(alice, { recipient_id: bob.userId, content: "  Hello Bob  " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      sender_id: alice.userId,
      recipient_id: bob.userId,
      content: "Hello Bob",
      parent_message_id: null,
      is_read: false,
      sender_profile: { display_name: "Alice Rao" },
      recipient_profile: { display_name: "Bob Das" },
    });
    expect(res.body.thread_id).toMatch(/^[0-9a-f-]{36}$/);

    const reply = await send(bob, {
      recipient_id: alice.userId,
      content: "Hi!",
      parent_message_id: res.body.id,
    });
    expect(reply.body.thread_id).toBe(res.body.thread_id);
    expect(reply.body.parent_message_id).toBe(res.body.id);
    const fresh = await send(bob, { recipient_id: alice.userId, content: "New topic" });
    expect(fresh.body.thread_id).not.toBe(res.body.thread_id);
  });

  it("refuses with the spec's messages and stores nothing", async () => {
    const before = await ctx.database.db.$count(messages);
    const cases: Array<[Member | null, Record<string, unknown>, number, string]> = [
      [null, { recipient_id: bob.userId, content: "x" }, 401, VALIDATION.notAuthenticated],
      [alice, { recipient_id: alice.userId, content: "x" }, 400, VALIDATION.messageSelf],
      [alice, { recipient_id: "", content: "x" }, 400, VALIDATION.invalidRecipient],
      [alice, { recipient_id: "no-such-user", content: "x" }, 400, VALIDATION.invalidRecipient],
      [alice, { recipient_id: bob.userId, content: "   " }, 400, "Message cannot be empty"],
      [alice, { recipient_id: bob.userId, content: "x".repeat(1001) }, 400, MESSAGING_MESSAGES.tooLong],
    ];
    for (const [from, body, status, message] of cases) {
      const res = await send(from, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.message).toBe(message);
    }
    // Replying to a message of a conversation one is not part of.
    const other = await send(bob, { recipient_id: carol.userId, content: "private" });
    const sneaky = await send(alice, {
      recipient_id: bob.userId,
      content: "x",
      parent_message_id: other.body.id,
    });
    expect(sneaky.status).toBe(400);
    expect(await ctx.database.db.$count(messages)).toBe(before + 1);
  });

  it("refuses a recipient whose allow_messages is off, with a clear message", async () => {
    await setPrivacy(ctx, carol.profileId, { allow_messages: false });
    const res = await send(alice, { recipient_id: carol.userId, content: "Hello" });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(MESSAGING_MESSAGES.recipientClosed);
    const list = await call(ctx, "GET", "/api/v1/messages/recipients", undefined, alice.cookie);
    const ids = list.body.recipients.map((r: { user_id: string }) => r.user_id);
    expect(ids).toContain(bob.userId);
    expect(ids).not.toContain(carol.userId);
    expect(ids).not.toContain(alice.userId);
    await setPrivacy(ctx, carol.profileId, {});
  });
});

describe("reading and marking read", () => {
  it("lists only the member's own messages, oldest first", async () => {
    const res = await call(ctx, "GET", "/api/v1/messages", undefined, alice.cookie);
    expect(res.status).toBe(200);
    const list = res.body.messages as Array<{ sender_id: string; recipient_id: string; created_at: string }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m) => m.sender_id === alice.userId || m.recipient_id === alice.userId)).toBe(true);
    const times = list.map((m) => m.created_at);
    expect([...times].sort()).toEqual(times);
    expect((await call(ctx, "GET", "/api/v1/messages")).status).toBe(401);
  });

  it("another member cannot read or mark someone else's messages", async () => {
    const m = await send(alice, { recipient_id: bob.userId, content: "for Bob only" });
    const carolList = await call(ctx, "GET", "/api/v1/messages", undefined, carol.cookie);
    expect(carolList.body.messages.map((x: { id: string }) => x.id)).not.toContain(m.body.id);
    expect((await call(ctx, "GET", `/api/v1/messages/${m.body.id}`, undefined, carol.cookie)).status).toBe(
      404,
    );
    expect((await call(ctx, "GET", `/api/v1/messages/${m.body.id}`, undefined, bob.cookie)).status).toBe(200);

    expect((await call(ctx, "POST", `/api/v1/messages/${m.body.id}/read`, {}, carol.cookie)).status).toBe(
      404,
    );
    // Not even the sender may mark it read: only the recipient.
    expect((await call(ctx, "POST", `/api/v1/messages/${m.body.id}/read`, {}, alice.cookie)).status).toBe(
      403,
    );
    const carolMarks = await markConversationRead(carol, alice);
    expect(carolMarks.body.marked).toBe(0);
    const aliceMarks = await markConversationRead(alice, bob);
    const [still] = await ctx.database.db.select().from(messages).where(eq(messages.id, m.body.id));
    expect(still.isRead).toBe(false);
    expect(aliceMarks.status).toBe(200);

    const bobMarks = await markConversationRead(bob, alice);
    expect(bobMarks.body.marked).toBeGreaterThan(0);
    const [read] = await ctx.database.db.select().from(messages).where(eq(messages.id, m.body.id));
    expect(read.isRead).toBe(true);
  });
});

describe("live delivery over the WebSocket", () => {
  let base: string;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const addr = ctx.app.server.address() as { port: number };
    base = `ws://127.0.0.1:${addr.port}/api/v1/realtime`;
  });

  function connect(member: Member | null, origin = ORIGIN) {
    const ws = new WebSocket(base, { headers: { origin, ...(member ? { cookie: member.cookie } : {}) } });
    const received: Array<Record<string, unknown>> = [];
    ws.on("message", (d) => received.push(JSON.parse(d.toString())));
    const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
    return { ws, received, closed };
  }
  const until = async (check: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!check()) {
      if (Date.now() > end) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it("refuses a visitor and a foreign origin", async () => {
    expect(await connect(null).closed).toBe(4401);
    expect(await connect(alice, "https://evil.example").closed).toBe(4403);
  });

  it("accepts a socket from the address the page was served from (127.0.0.1, not PUBLIC_URL)", async () => {
    const own = connect(alice, new URL(base.replace("ws:", "http:")).origin);
    await until(() => own.received.some((m) => m.type === "joined"));
    own.ws.close();
  });

  it("pushes a new message to the recipient and a read change to the sender; answers pings", async () => {
    const a = connect(alice);
    const b = connect(bob);
    const c = connect(carol);
    await until(() => [a, b, c].every((x) => x.received.some((m) => m.type === "joined")));
    const sent = await send(alice, { recipient_id: bob.userId, content: "live hello" });
    await until(() => b.received.some((m) => m.type === "message"));
    expect(b.received.find((m) => m.type === "message")).toMatchObject({
      message: { id: sent.body.id, content: "live hello" },
    });
    await markConversationRead(bob, alice);
    await until(() => a.received.some((m) => m.type === "read"));
    expect(a.received.find((m) => m.type === "read")).toMatchObject({ ids: [sent.body.id] });
    b.ws.send('{"type":"ping"}');
    await until(() => b.received.some((m) => m.type === "pong"));
    // Carol is concerned by neither.
    expect(c.received.filter((m) => m.type !== "joined")).toEqual([]);
    for (const x of [a, b, c]) x.ws.close();
  });

  it("closes a socket at its next heartbeat once the session has ended (sign-out everywhere)", async () => {
    const dave = await createMember(ctx, { displayName: "Dave Roy" });
    const d = connect(dave);
    await until(() => d.received.some((m) => m.type === "joined"));
    realtimeOptions.sessionRecheckMs = 0;
    try {
      expect((await call(ctx, "POST", "/api/v1/auth/sign-out", {}, dave.cookie)).status).toBe(204);
      d.ws.send('{"type":"ping"}');
      expect(await d.closed).toBe(4401);
    } finally {
      realtimeOptions.sessionRecheckMs = 60_000;
    }
  });
});
