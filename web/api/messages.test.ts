import type { MessageDto } from "@contract/dto";
import type { ConversationsPage, ThreadPage } from "@contract/messaging";
import { describe, expect, it } from "vitest";
import {
  addToConversations,
  addToThread,
  type ConversationsData,
  clearUnread,
  flattenConversations,
  flattenThread,
  type ThreadData,
} from "./messages";

const ME = "me";
let n = 0;
function msg(from: string, to: string, at: string, isRead = false): MessageDto {
  n += 1;
  return {
    id: `m${n}`,
    sender_id: from,
    recipient_id: to,
    subject: null,
    content: `text ${n}`,
    thread_id: "t",
    parent_message_id: null,
    thread_subject: null,
    is_read: isRead,
    created_at: at,
    sender_profile: { display_name: `name ${from}`, avatar_url: null },
    recipient_profile: { display_name: `name ${to}`, avatar_url: null },
  };
}
const conv = (other: string, last: MessageDto, unread: number) => ({
  other: { user_id: other, display_name: `name ${other}`, avatar_url: null },
  last_message: last,
  unread,
});
const inbox = (...pages: ConversationsPage[]): ConversationsData => ({
  pages,
  pageParams: pages.map((_, i) => (i ? `c${i}` : null)),
});

describe("the paged inbox cache", () => {
  const a = msg("a", ME, "2026-01-03T00:00:00.000Z");
  const b = msg(ME, "b", "2026-01-02T00:00:00.000Z");
  const c = msg("c", ME, "2026-01-01T00:00:00.000Z");
  const data = inbox(
    { conversations: [conv("a", a, 1), conv("b", b, 0)], unread_total: 3, next_cursor: "x" },
    { conversations: [conv("c", c, 2)], unread_total: 3, next_cursor: null },
  );

  it("moves a conversation from a later page to the top with a received message, counting it unread", () => {
    const next = addToConversations(data, msg("c", ME, "2026-01-04T00:00:00.000Z"), ME);
    const list = flattenConversations(next);
    expect(list.map((x) => x.other.user_id)).toEqual(["c", "a", "b"]);
    expect(list[0].unread).toBe(3);
    expect(next?.pages[0].unread_total).toBe(4);
    expect(next?.pages[1].conversations).toEqual([]);
  });

  it("adds a new person at the top; a sent message counts nothing; the same message twice changes nothing more", () => {
    const sent = msg(ME, "d", "2026-01-05T00:00:00.000Z");
    const once = addToConversations(data, sent, ME);
    const twice = addToConversations(once, sent, ME);
    expect(flattenConversations(twice).map((x) => x.other.user_id)).toEqual(["d", "a", "b", "c"]);
    expect(flattenConversations(twice)[0]).toMatchObject({ unread: 0, other: { display_name: "name d" } });
    expect(twice?.pages[0].unread_total).toBe(3);
  });

  it("clears a conversation's unread count and takes it off the total", () => {
    const next = clearUnread(data, "c");
    expect(flattenConversations(next).find((x) => x.other.user_id === "c")?.unread).toBe(0);
    expect(next?.pages[0].unread_total).toBe(1);
  });
});

describe("the paged conversation cache", () => {
  it("reads pages back to front and appends a new message to the newest page once", () => {
    const [m1, m2, m3] = [1, 2, 3].map((i) => msg("a", ME, `2026-01-0${i}T00:00:00.000Z`));
    const data: ThreadData = {
      pages: [
        { messages: [m2, m3], next_cursor: "x" } satisfies ThreadPage,
        { messages: [m1], next_cursor: null },
      ],
      pageParams: [null, "x"],
    };
    expect(flattenThread(data).map((m) => m.id)).toEqual([m1.id, m2.id, m3.id]);
    const m4 = msg(ME, "a", "2026-01-04T00:00:00.000Z");
    const next = addToThread(addToThread(data, m4), m4);
    expect(flattenThread(next).map((m) => m.id)).toEqual([m1.id, m2.id, m3.id, m4.id]);
  });
});
