import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGING_MESSAGES, VALIDATION } from "../../../contract/ui-text";
import { messages } from "../../db/schema";
import { setPrivacy } from "../../test/fixtures";
import { call, createMember, createTestApp, type Member, type TestContext } from "../../test/harness";

// Issue 21, item 5 (decision 094): the server says why it will not deliver, in the send's
// answer (code RECIPIENT_UNAVAILABLE) and, before anyone types, in the conversation's
// `closed_reason`, so the chat closes its composer with that line.

let ctx: TestContext;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createMember(ctx, { displayName: "Alice Rao" });
  bob = await createMember(ctx, { displayName: "Bob Das" });
});
afterAll(async () => ctx.close());

const send = (from: Member, to: string, content = "Hello") =>
  call(ctx, "POST", "/api/v1/messages", { recipient_id: to, content }, from.cookie);
const thread = (viewer: Member, other: string) =>
  call(ctx, "GET", `/api/v1/messages/conversations/${encodeURIComponent(other)}`, undefined, viewer.cookie);

describe("a conversation says whether the member may still write", () => {
  it("is open with a member who accepts messages", async () => {
    expect((await send(alice, bob.userId)).status).toBe(201);
    const res = await thread(alice, bob.userId);
    expect(res.status).toBe(200);
    expect(res.body.closed_reason).toBeNull();
    expect(res.body.messages).toHaveLength(1);
  });

  it("is closed while the other person does not accept messages, and opens again when they do", async () => {
    const carol = await createMember(ctx, { displayName: "Carol Sen" });
    expect((await send(carol, alice.userId, "Write back any time")).status).toBe(201);
    await setPrivacy(ctx, carol.profileId, { allow_messages: false });

    const closed = await thread(alice, carol.userId);
    expect(closed.body.closed_reason).toBe(MESSAGING_MESSAGES.recipientClosed);
    expect(closed.body.messages.map((m: { content: string }) => m.content)).toEqual(["Write back any time"]);
    const before = await ctx.database.db.$count(messages);
    const refused = await send(alice, carol.userId);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: "RECIPIENT_UNAVAILABLE",
      message: MESSAGING_MESSAGES.recipientClosed,
    });
    expect(await ctx.database.db.$count(messages)).toBe(before);

    await setPrivacy(ctx, carol.profileId, {});
    expect((await thread(alice, carol.userId)).body.closed_reason).toBeNull();
    expect((await send(alice, carol.userId)).status).toBe(201);
  });

  it("is closed after the other person deleted their account; the conversation stays readable", async () => {
    const dan = await createMember(ctx, { displayName: "Dan Gone" });
    expect((await send(dan, alice.userId, "Before I go")).status).toBe(201);
    const deleted = await call(ctx, "POST", "/api/v1/account/delete", { password: "Secret123" }, dan.cookie);
    expect(deleted.status).toBe(200);

    const closed = await thread(alice, dan.userId);
    expect(closed.status).toBe(200);
    expect(closed.body.closed_reason).toBe(MESSAGING_MESSAGES.recipientDeleted);
    expect(closed.body.messages.map((m: { content: string }) => m.content)).toEqual(["Before I go"]);

    const before = await ctx.database.db.$count(messages);
    const refused = await send(alice, dan.userId);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: "RECIPIENT_UNAVAILABLE",
      message: MESSAGING_MESSAGES.recipientDeleted,
    });
    expect(await ctx.database.db.$count(messages)).toBe(before);
  });

  it("keeps the spec's answers for an unknown id and for oneself", async () => {
    const unknown = await thread(alice, "no-such-user");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      messages: [],
      next_cursor: null,
      closed_reason: VALIDATION.invalidRecipient,
    });
    const refused = await send(alice, "no-such-user");
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("VALIDATION_FAILED");
    expect(refused.body.error.message).toBe(VALIDATION.invalidRecipient);

    expect((await thread(alice, alice.userId)).body.closed_reason).toBe(VALIDATION.messageSelf);
  });

  it("another member's deleted partner is still just an unknown id to someone who never wrote to them", async () => {
    const erin = await createMember(ctx, { displayName: "Erin Left" });
    expect((await send(erin, alice.userId, "hi")).status).toBe(201);
    expect(
      (await call(ctx, "POST", "/api/v1/account/delete", { password: "Secret123" }, erin.cookie)).status,
    ).toBe(200);
    // Bob never exchanged messages with Erin: nothing tells him an account existed.
    const res = await send(bob, erin.userId);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(VALIDATION.invalidRecipient);
  });
});
