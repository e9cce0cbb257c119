import { describe, expect, it } from "vitest";
import { MESSAGING_MESSAGES, VALIDATION } from "../../../contract/ui-text";
import { messages } from "../../db/schema";
import { setPrivacy, setUpTwoMembersTestApp } from "../../test/fixtures";
import { call, createMember, type Member } from "../../test/harness";

// Issue 21, item 5 (decision 094): the server says why it will not deliver, in the send's
// answer (code RECIPIENT_UNAVAILABLE) and, before anyone types, in the conversation's
// `closed_reason`, so the chat closes its composer with that line.

const t = setUpTwoMembersTestApp();

const send = (from: Member, to: string, content = "Hello") =>
  call(t.ctx, "POST", "/api/v1/messages", { recipient_id: to, content }, from.cookie);
/** The send is refused with 403 RECIPIENT_UNAVAILABLE and this reason, and nothing is stored. */
async function expectRefused(from: Member, to: string, reason: string) {
  const before = await t.ctx.database.db.$count(messages);
  const refused = await send(from, to);
  expect(refused.status).toBe(403);
  expect(refused.body.error).toEqual({ code: "RECIPIENT_UNAVAILABLE", message: reason });
  expect(await t.ctx.database.db.$count(messages)).toBe(before);
}
const thread = (viewer: Member, other: string) =>
  call(t.ctx, "GET", `/api/v1/messages/conversations/${encodeURIComponent(other)}`, undefined, viewer.cookie);

describe("a conversation says whether the member may still write", () => {
  it("is open with a member who accepts messages", async () => {
    expect((await send(t.alice, t.bob.userId)).status).toBe(201);
    const res = await thread(t.alice, t.bob.userId);
    expect(res.status).toBe(200);
    expect(res.body.closed_reason).toBeNull();
    expect(res.body.messages).toHaveLength(1);
  });

  it("is closed while the other person does not accept messages, and opens again when they do", async () => {
    const carol = await createMember(t.ctx, { displayName: "Carol Sen" });
    expect((await send(carol, t.alice.userId, "Write back any time")).status).toBe(201);
    await setPrivacy(t.ctx, carol.profileId, { allow_messages: false });

    const closed = await thread(t.alice, carol.userId);
    expect(closed.body.closed_reason).toBe(MESSAGING_MESSAGES.recipientClosed);
    expect(closed.body.messages.map((m: { content: string }) => m.content)).toEqual(["Write back any time"]);
    await expectRefused(t.alice, carol.userId, MESSAGING_MESSAGES.recipientClosed);

    await setPrivacy(t.ctx, carol.profileId, {});
    expect((await thread(t.alice, carol.userId)).body.closed_reason).toBeNull();
    expect((await send(t.alice, carol.userId)).status).toBe(201);
  });

  it("is closed after the other person deleted their account; the conversation stays readable", async () => {
    const dan = await createMember(t.ctx, { displayName: "Dan Gone" });
    expect((await send(dan, t.alice.userId, "Before I go")).status).toBe(201);
    const deleted = await call(
      t.ctx,
      "POST",
      "/api/v1/account/delete",
      { password: "Secret123" },
      dan.cookie,
    );
    expect(deleted.status).toBe(200);

    const closed = await thread(t.alice, dan.userId);
    expect(closed.status).toBe(200);
    expect(closed.body.closed_reason).toBe(MESSAGING_MESSAGES.recipientDeleted);
    expect(closed.body.messages.map((m: { content: string }) => m.content)).toEqual(["Before I go"]);

    await expectRefused(t.alice, dan.userId, MESSAGING_MESSAGES.recipientDeleted);
  });

  it("keeps the spec's answers for an unknown id and for oneself", async () => {
    const unknown = await thread(t.alice, "no-such-user");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      messages: [],
      next_cursor: null,
      closed_reason: VALIDATION.invalidRecipient,
    });
    const refused = await send(t.alice, "no-such-user");
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("VALIDATION_FAILED");
    expect(refused.body.error.message).toBe(VALIDATION.invalidRecipient);

    expect((await thread(t.alice, t.alice.userId)).body.closed_reason).toBe(VALIDATION.messageSelf);
  });

  it("another member's deleted partner is still just an unknown id to someone who never wrote to them", async () => {
    const erin = await createMember(t.ctx, { displayName: "Erin Left" });
    expect((await send(erin, t.alice.userId, "hi")).status).toBe(201);
    expect(
      (await call(t.ctx, "POST", "/api/v1/account/delete", { password: "Secret123" }, erin.cookie)).status,
    ).toBe(200);
    // Bob never exchanged messages with Erin: nothing tells him an account existed.
    const res = await send(t.bob, erin.userId);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(VALIDATION.invalidRecipient);
  });
});
