import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GROUPS_TEXT } from "../../../contract/community-groups";
import { messages, profiles } from "../../db/schema";
import { setUpTwoMembersTestApp } from "../../test/fixtures";
import { call, createMember, type Member } from "../../test/harness";

// Issue 28 item 3 (decision 106): a member blocks another; neither can write to the other by
// any path, the blocked one no longer finds the blocker where people are offered, and is told
// only "You cannot message this member."

const t = setUpTwoMembersTestApp();
const YOU_BLOCKED = "You blocked this member. Unblock them to write again.";
const CANNOT = "You cannot message this member.";

const block = (by: Member, other: string) =>
  call(t.ctx, "PUT", `/api/v1/blocks/${encodeURIComponent(other)}`, undefined, by.cookie);
const unblock = (by: Member, other: string) =>
  call(t.ctx, "DELETE", `/api/v1/blocks/${encodeURIComponent(other)}`, undefined, by.cookie);
const send = (from: Member, to: string, content = "Hello") =>
  call(t.ctx, "POST", "/api/v1/messages", { recipient_id: to, content }, from.cookie);
const closedReason = async (viewer: Member, other: string) =>
  (await call(t.ctx, "GET", `/api/v1/messages/conversations/${other}`, undefined, viewer.cookie)).body
    .closed_reason;
const names = (list: { display_name: string }[]) => list.map((p) => p.display_name);

async function expectRefused(from: Member, to: string, reason: string) {
  const before = await t.ctx.database.db.$count(messages);
  const res = await send(from, to);
  expect(res.status).toBe(403);
  expect(res.body.error).toEqual({ code: "RECIPIENT_UNAVAILABLE", message: reason });
  expect(await t.ctx.database.db.$count(messages)).toBe(before);
}

describe("blocking another member", () => {
  it("is for members, never oneself or an unknown account", async () => {
    expect((await call(t.ctx, "PUT", `/api/v1/blocks/${t.bob.userId}`)).status).toBe(401);
    expect((await call(t.ctx, "GET", "/api/v1/blocks")).status).toBe(401);
    const self = await block(t.alice, t.alice.userId);
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe("You cannot block yourself");
    const unknown = await block(t.alice, "no-such-account");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("Member not found");
    expect((await call(t.ctx, "GET", "/api/v1/blocks", undefined, t.alice.cookie)).body).toEqual({
      blocked: [],
    });
  });

  it("closes the conversation both ways, tells each side only their part, and opens again on unblock", async () => {
    expect((await send(t.bob, t.alice.userId, "Before the block")).status).toBe(201);
    const first = await block(t.alice, t.bob.userId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ user_id: t.bob.userId, blocked: true });
    expect((await block(t.alice, t.bob.userId)).status).toBe(200); // again: no change, no error

    // A reply (the existing thread) and a new message are refused alike, whoever writes.
    await expectRefused(t.bob, t.alice.userId, CANNOT);
    await expectRefused(t.alice, t.bob.userId, YOU_BLOCKED);
    expect(await closedReason(t.bob, t.alice.userId)).toBe(CANNOT);
    expect(await closedReason(t.alice, t.bob.userId)).toBe(YOU_BLOCKED);

    // Only the blocker sees the block; the blocked member's list is theirs alone.
    const list = await call(t.ctx, "GET", "/api/v1/blocks", undefined, t.alice.cookie);
    expect(list.body.blocked).toMatchObject([{ user_id: t.bob.userId, display_name: "Bob Das" }]);
    expect((await call(t.ctx, "GET", "/api/v1/blocks", undefined, t.bob.cookie)).body).toEqual({
      blocked: [],
    });

    // Bob cannot lift Alice's block by "unblocking" her.
    expect((await unblock(t.bob, t.alice.userId)).status).toBe(200);
    await expectRefused(t.bob, t.alice.userId, CANNOT);

    expect((await unblock(t.alice, t.bob.userId)).body).toEqual({ user_id: t.bob.userId, blocked: false });
    expect(await closedReason(t.bob, t.alice.userId)).toBeNull();
    expect((await send(t.bob, t.alice.userId, "After the block")).status).toBe(201);
  });

  it("hides the blocker from the blocked member's message picker and search suggestions", async () => {
    const carol = await createMember(t.ctx, { displayName: "Carol Blocker" });
    const dave = await createMember(t.ctx, { displayName: "Dave Blocked" });
    const recipients = (m: Member) =>
      call(t.ctx, "GET", "/api/v1/messages/recipients?search=Carol&limit=10", undefined, m.cookie);
    const search = (m: Member) =>
      call(t.ctx, "GET", "/api/v1/profiles?search=Carol%20Blocker&limit=6", undefined, m.cookie);
    expect(names((await recipients(dave)).body.recipients)).toEqual(["Carol Blocker"]);
    expect(names((await search(dave)).body.profiles)).toEqual(["Carol Blocker"]);

    expect((await block(carol, dave.userId)).status).toBe(200);
    expect(names((await recipients(dave)).body.recipients)).toEqual([]);
    expect(names((await search(dave)).body.profiles)).toEqual([]);
    // Everyone else still finds her, and the blocker no longer has Dave in her picker.
    expect(names((await search(t.bob)).body.profiles)).toEqual(["Carol Blocker"]);
    const carolsPicker = await call(
      t.ctx,
      "GET",
      "/api/v1/messages/recipients?search=Dave",
      undefined,
      carol.cookie,
    );
    expect(names(carolsPicker.body.recipients)).toEqual([]);

    expect((await unblock(carol, dave.userId)).status).toBe(200);
    expect(names((await search(dave)).body.profiles)).toEqual(["Carol Blocker"]);
  });

  it("refuses a mentoring request either way and leaves the mentor out of the finder", async () => {
    const mentor = await createMember(t.ctx, { displayName: "Erin Mentor" });
    const mentee = await createMember(t.ctx, { displayName: "Frank Mentee" });
    await t.ctx.database.db
      .update(profiles)
      .set({ mentorshipAvailability: true })
      .where(eq(profiles.id, mentor.profileId));
    const finder = async () =>
      names(
        (await call(t.ctx, "GET", "/api/v1/mentors", undefined, mentee.cookie)).body.mentors.map(
          (m: { profile: { display_name: string } }) => m.profile,
        ),
      );
    const ask = () =>
      call(
        t.ctx,
        "POST",
        "/api/v1/mentoring/requests",
        { mentor_user_id: mentor.userId, note: "Advice" },
        mentee.cookie,
      );
    expect(await finder()).toContain("Erin Mentor");

    for (const [blocker, blocked] of [
      [mentor, mentee],
      [mentee, mentor],
    ]) {
      expect((await block(blocker, blocked.userId)).status).toBe(200);
      expect(await finder()).not.toContain("Erin Mentor");
      const refused = await ask();
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(GROUPS_TEXT.mentorUnavailable);
      expect((await unblock(blocker, blocked.userId)).status).toBe(200);
    }
    expect(await finder()).toContain("Erin Mentor");
    expect((await ask()).status).toBe(201);
  });
});
