import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConversationDto, INVALID_CURSOR, MESSAGE_PAGES } from "../../../contract/messaging";
import { messages, profiles } from "../../db/schema";
import { setPrivacy } from "../../test/fixtures";
import { call, createTestApp, type Member, type TestContext } from "../../test/harness";
import {
  apiTime,
  at,
  createMiasInbox,
  inboxFrom,
  type WrittenMessage,
  writeMessage,
} from "../../test/mias-inbox";

// Decision 045: the inbox is a keyset-paged list of conversations, and a conversation's
// messages are paged too. Messages are written straight into the table here (with chosen
// times, ties included): the triggers that keep `conversations` true must see them as well.

let ctx: TestContext;
let mia: Member;
let others: Member[];
/** Every message written by this file, as the test expects to read it back. */
const written: WrittenMessage[] = [];

const write = (from: Member, to: Member, when: string, read = false) =>
  writeMessage(ctx, written, from, to, when, read);

/** What the inbox should say for `me`, computed from what was written. */
const expectedInbox = (me: string) => inboxFrom(written, me);

const get = (url: string, who: Member | null = mia) => call(ctx, "GET", url, undefined, who?.cookie);

async function allConversationPages(limit: number, who: Member = mia) {
  const pages = [];
  let cursor: string | null = null;
  do {
    const qs: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const res = await get(`/api/v1/messages/conversations?${qs}`, who);
    expect(res.status, `${qs} ${JSON.stringify(res.body)}`).toBe(200);
    pages.push(res.body);
    cursor = res.body.next_cursor;
  } while (cursor && pages.length < 50);
  return pages;
}

beforeAll(async () => {
  ctx = await createTestApp();
  ({ mia, others } = await createMiasInbox(ctx, written));
});
afterAll(async () => ctx.close());

describe("the inbox, paged", () => {
  it("returns every conversation exactly once across pages, newest first, with its last message and unread count", async () => {
    const expected = expectedInbox(mia.userId);
    expect(expected).toHaveLength(6);
    for (const limit of [1, 2, 4, 6, 100]) {
      const pages = await allConversationPages(limit);
      expect(pages).toHaveLength(Math.ceil(expected.length / limit));
      const got = pages.flatMap((p) => p.conversations);
      expect(got.map((c: { other: { user_id: string } }) => c.other.user_id)).toEqual(
        expected.map((e) => e.other),
      );
      got.forEach((c: ConversationDto, i: number) => {
        expect(c.last_message.id).toBe(expected[i].last.id);
        expect(c.last_message.created_at).toBe(apiTime(expected[i].last.at));
        expect(c.unread).toBe(expected[i].unread);
      });
      const total = expected.reduce((n, e) => n + e.unread, 0);
      for (const p of pages) expect(p.unread_total).toBe(total);
      expect(pages.at(-1).next_cursor).toBeNull();
    }
  });

  it("uses a page of 30 by default and names the other person with their name and avatar only", async () => {
    const res = await get("/api/v1/messages/conversations");
    expect(res.body.conversations).toHaveLength(6);
    expect(res.body.next_cursor).toBeNull();
    const ola = res.body.conversations[0];
    expect(ola.other).toEqual({ user_id: others[0].userId, display_name: "Ola One", avatar_url: null });
    expect(Object.keys(ola).sort()).toEqual(["last_message", "other", "unread"]);
    expect(MESSAGE_PAGES.conversationsDefault).toBe(30);
  });

  it("keeps a hidden profile's fields private and still shows the conversation", async () => {
    const fay = others[3];
    await ctx.database.db
      .update(profiles)
      .set({ phone: "+44 1234", company: "Secret Co", bio: "private bio" })
      .where(eq(profiles.id, fay.profileId));
    await setPrivacy(ctx, fay.profileId, { show_in_directory: false, show_contact_info: true });
    const res = await get("/api/v1/messages/conversations");
    const c = res.body.conversations.find(
      (x: { other: { user_id: string } }) => x.other.user_id === fay.userId,
    );
    expect(c.other).toEqual({ user_id: fay.userId, display_name: "Fay Four", avatar_url: null });
    expect(JSON.stringify(res.body)).not.toMatch(/Secret Co|\+44 1234|private bio/);
    await setPrivacy(ctx, fay.profileId, {});
  });

  it("never lists someone else's conversations", async () => {
    const tom = others[2];
    const pages = await allConversationPages(2, tom);
    const ids = pages.flatMap((p) =>
      p.conversations.map((c: { other: { user_id: string } }) => c.other.user_id),
    );
    expect(ids).toEqual(expectedInbox(tom.userId).map((e) => e.other));
    expect(ids).toContain(others[1].userId); // Tom and Tia's conversation is Tom's, not Mia's
    const miaIds = (await allConversationPages(100)).flatMap((p) =>
      p.conversations.map((c: { other: { user_id: string } }) => c.other.user_id),
    );
    expect(miaIds).not.toContain(mia.userId);
    expect((await get("/api/v1/messages/conversations", null)).status).toBe(401);
  });

  it("finds conversations by the other person's name or the last message, case-insensitively, paged like the inbox", async () => {
    const names = new Map(
      others.map((o, i) => [
        o.userId,
        ["Ola One", "Tia Two", "Tom Three", "Fay Four", "Viv Five", "Sid Six"][i],
      ]),
    );
    const expectedFor = (text: string) =>
      expectedInbox(mia.userId)
        .filter(
          (e) =>
            names.get(e.other)?.toLowerCase().includes(text.toLowerCase()) ||
            e.last.content.toLowerCase().includes(text.toLowerCase()),
        )
        .map((e) => e.other);
    const found = async (text: string, limit = 100) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const qs: string = `search=${encodeURIComponent(text)}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
        const res = await get(`/api/v1/messages/conversations?${qs}`);
        expect(res.status, qs).toBe(200);
        ids.push(...res.body.conversations.map((c: ConversationDto) => c.other.user_id));
        cursor = res.body.next_cursor;
      } while (cursor);
      return ids;
    };
    const [ola, tia, tom] = others;
    expect(await found("tHREE")).toEqual([tom.userId]);
    // A letter in three names (and perhaps in messages), one conversation per page: each found
    // once, newest first, as the inbox orders them.
    const [, , , , viv, sid] = others;
    expect(expectedFor("I")).toEqual(expect.arrayContaining([tia.userId, viv.userId, sid.userId]));
    expect(await found("I", 1)).toEqual(expectedFor("I"));
    // The last message's text finds its conversation; an earlier message's does not.
    const olaMessages = written.filter((m) => m.from === ola.userId || m.to === ola.userId);
    expect(await found(olaMessages.at(-1)?.at ?? "")).toEqual([ola.userId]);
    expect(await found(olaMessages[0].at)).toEqual([]);
    // % and _ are letters here, not wildcards; blank is no search.
    expect(await found("%")).toEqual([]);
    expect(await found("_")).toEqual([]);
    expect(await found("   ")).toEqual(expectedInbox(mia.userId).map((e) => e.other));
    // Tom's own inbox: never Mia's conversations, whatever the text.
    const tomFound = (await get("/api/v1/messages/conversations?search=Ola", tom)).body.conversations;
    expect(tomFound).toEqual([]);
  });

  it("refuses a search over 100 characters with a clear 400 and answers a visitor 401", async () => {
    const long = await get(`/api/v1/messages/conversations?search=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain("Search text is too long");
    expect((await get("/api/v1/messages/conversations?search=Ola", null)).status).toBe(401);
  });

  it("moves a conversation to the top when a message arrives, and counts it unread until read", async () => {
    const viv = others[4];
    const sent = await call(
      ctx,
      "POST",
      "/api/v1/messages",
      { recipient_id: mia.userId, content: "Back again" },
      viv.cookie,
    );
    expect(sent.status).toBe(201);
    let first = (await get("/api/v1/messages/conversations?limit=1")).body;
    expect(first.conversations[0]).toMatchObject({
      other: { user_id: viv.userId },
      last_message: { id: sent.body.id, content: "Back again" },
      unread: 1,
    });
    const before = first.unread_total;
    await call(ctx, "POST", "/api/v1/messages/read", { other_user_id: viv.userId }, mia.cookie);
    first = (await get("/api/v1/messages/conversations?limit=1")).body;
    expect(first.conversations[0].unread).toBe(0);
    expect(first.unread_total).toBe(before - 1);
  });

  it("points a conversation at its newest remaining message when messages are deleted, and drops it when none remain", async () => {
    const sid = others[5];
    const sidMessages = written.filter((m) => m.from === sid.userId);
    const newest = sidMessages.at(-1);
    if (!newest) throw new Error("no message from Sid");
    await ctx.database.db.delete(messages).where(eq(messages.id, newest.id));
    let list = (await get("/api/v1/messages/conversations?limit=100")).body.conversations;
    let sidConversation = list.find((c: { other: { user_id: string } }) => c.other.user_id === sid.userId);
    expect(sidConversation.last_message.id).toBe(sidMessages[0].id);
    await ctx.database.db.delete(messages).where(eq(messages.senderId, sid.userId));
    list = (await get("/api/v1/messages/conversations?limit=100")).body.conversations;
    sidConversation = list.find((c: { other: { user_id: string } }) => c.other.user_id === sid.userId);
    expect(sidConversation).toBeUndefined();
  });

  it("refuses a bad cursor or limit with a clear 400", async () => {
    const cases: Array<[string, string]> = [
      ["limit=0", "limit"],
      ["limit=ten", "limit"],
      ["limit=2.5", "limit"],
      ["cursor=nonsense", "cursor"],
      [`cursor=${encodeURIComponent(`2026-13-01T10:00:00.000000Z_${randomUUID()}`)}`, "cursor"],
      [`cursor=${encodeURIComponent(`2026-02-30T10:00:00.000000Z_${randomUUID()}`)}`, "cursor"],
      [`cursor=${encodeURIComponent("2026-02-01T10:00:00.000000Z_not-a-uuid")}`, "cursor"],
      ["cursor=", "cursor"],
    ];
    for (const [qs, field] of cases) {
      for (const path of [
        "/api/v1/messages/conversations",
        `/api/v1/messages/conversations/${others[0].userId}`,
      ]) {
        const res = await get(`${path}?${qs}`);
        expect(res.status, `${path}?${qs}`).toBe(400);
        expect(res.body.error.code).toBe("VALIDATION_FAILED");
        expect(Object.keys(res.body.error.fields ?? {}), `${path}?${qs}`).toContain(field);
        if (field === "cursor" && qs !== "cursor=") expect(res.body.error.fields.cursor).toBe(INVALID_CURSOR);
      }
    }
    const tooManyConversations = await get("/api/v1/messages/conversations?limit=101");
    expect(tooManyConversations.status).toBe(400);
    expect(tooManyConversations.body.error.fields.limit).toBe("limit must be a whole number from 1 to 100");
    expect((await get("/api/v1/messages/conversations?limit=100")).status).toBe(200);
    const tooMany = await get(`/api/v1/messages/conversations/${others[0].userId}?limit=201`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.limit).toBe("limit must be a whole number from 1 to 200");
    expect((await get(`/api/v1/messages/conversations/${others[0].userId}?limit=200`)).status).toBe(200);
  });
});

describe("a conversation, paged", () => {
  const threadOf = (me: Member, other: Member) =>
    written
      .filter(
        (m) =>
          (m.from === me.userId && m.to === other.userId) || (m.from === other.userId && m.to === me.userId),
      )
      .sort((a, b) => (a.at !== b.at ? (a.at < b.at ? -1 : 1) : a.id < b.id ? -1 : 1))
      .map((m) => m.id);

  it("loads the newest page first, then earlier pages that join up with no gap or duplicate", async () => {
    const ola = others[0];
    // More in the same instant, so that pages split inside a tie.
    for (let i = 0; i < 4; i++) await write(i % 2 ? mia : ola, i % 2 ? ola : mia, at(95, 7));
    const expected = threadOf(mia, ola);
    expect(expected.length).toBe(13);
    for (const limit of [1, 3, 5, 13, 50]) {
      const pages: Array<{
        messages: Array<{ id: string; created_at: string }>;
        next_cursor: string | null;
      }> = [];
      let cursor: string | null = null;
      do {
        const qs: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
        const res = await get(`/api/v1/messages/conversations/${ola.userId}?${qs}`);
        expect(res.status).toBe(200);
        pages.push(res.body);
        cursor = res.body.next_cursor;
      } while (cursor && pages.length < 50);
      expect(pages).toHaveLength(Math.ceil(expected.length / limit));
      for (const p of pages) {
        const times = p.messages.map((m) => m.created_at);
        expect([...times].sort()).toEqual(times); // chronological within the page
      }
      // Earlier pages go before: reading them back to front gives the whole conversation.
      const joined = [...pages].reverse().flatMap((p) => p.messages.map((m) => m.id));
      expect(joined).toEqual(expected);
    }
    const first = await get(`/api/v1/messages/conversations/${ola.userId}`);
    expect(first.body.messages).toHaveLength(13); // default page of 50
    expect(first.body.messages[0]).toMatchObject({
      sender_profile: { display_name: expect.any(String) },
      recipient_profile: { display_name: expect.any(String) },
    });
  });

  it("shows a member only their own conversation with that person", async () => {
    const [, tia, tom] = others;
    const res = await get(`/api/v1/messages/conversations/${tia.userId}`, tom);
    expect(res.body.messages.map((m: { id: string }) => m.id)).toEqual(threadOf(tom, tia));
    // Tom asking for Mia's conversation with Ola gets his own (empty) one with Ola.
    const none = await get(`/api/v1/messages/conversations/${others[0].userId}`, tom);
    expect(none.body).toEqual({ messages: [], next_cursor: null, closed_reason: null });
    expect((await get(`/api/v1/messages/conversations/${tia.userId}`, null)).status).toBe(401);
  });
});
