import type { MessageDto } from "@contract/dto";
import type { ConversationsPage, ThreadPage } from "@contract/messaging";
import { InfiniteQueryObserver, QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import {
  addToConversations,
  addToThread,
  type ConversationsData,
  cacheMessage,
  cacheRead,
  clearUnread,
  conversationsQueryKey,
  flattenConversations,
  flattenThread,
  type ThreadData,
  threadQueryKey,
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
        { messages: [m2, m3], next_cursor: "x", closed_reason: null } satisfies ThreadPage,
        { messages: [m1], next_cursor: null, closed_reason: null },
      ],
      pageParams: [null, "x"],
    };
    expect(flattenThread(data).map((m) => m.id)).toEqual([m1.id, m2.id, m3.id]);
    const m4 = msg(ME, "a", "2026-01-04T00:00:00.000Z");
    const next = addToThread(addToThread(data, m4), m4);
    expect(flattenThread(next).map((m) => m.id)).toEqual([m1.id, m2.id, m3.id, m4.id]);
  });
});

describe("read receipts that overtake the message they are about", () => {
  const thread = (...messages: MessageDto[]): ThreadData => ({
    pages: [{ messages, next_cursor: null, closed_reason: null }],
    pageParams: [null],
  });

  it("keeps a read message read when an older copy of it (the send's answer) arrives after the receipt", () => {
    const sent = msg(ME, "b", "2026-02-01T00:00:00.000Z");
    const read = { ...sent, is_read: true };
    expect(flattenThread(addToThread(thread(read), sent))[0].is_read).toBe(true);
    const inbox1 = inbox({ conversations: [conv("b", read, 0)], unread_total: 0, next_cursor: null });
    expect(flattenConversations(addToConversations(inbox1, sent, ME))[0].last_message.is_read).toBe(true);
    // A newer copy still replaces an older one (its text, say), read or not.
    const edited = { ...sent, content: "edited" };
    expect(flattenThread(addToThread(thread(sent), edited))[0].content).toBe("edited");
  });

  it("applies a receipt that came before the message reached any cache once the message arrives", () => {
    const queryClient = new QueryClient();
    const first = msg(ME, "b", "2026-02-02T00:00:00.000Z");
    queryClient.setQueryData(threadQueryKey("b"), thread(first));
    queryClient.setQueryData(
      conversationsQueryKey,
      inbox({ conversations: [conv("b", first, 0)], unread_total: 0, next_cursor: null }),
    );
    const second = msg(ME, "b", "2026-02-02T00:01:00.000Z");
    // B read it: the live receipt is here, the answer to my send is not yet.
    cacheRead(queryClient, [second.id], "b", ME);
    cacheMessage(queryClient, second, ME);
    const cached = flattenThread(queryClient.getQueryData<ThreadData>(threadQueryKey("b")));
    expect(cached.map((m) => [m.id, m.is_read])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    const conversations = flattenConversations(
      queryClient.getQueryData<ConversationsData>(conversationsQueryKey),
    );
    expect(conversations[0].last_message).toMatchObject({ id: second.id, is_read: true });
    // Another message, with no receipt, arrives unread.
    const third = msg(ME, "b", "2026-02-02T00:02:00.000Z");
    cacheMessage(queryClient, third, ME);
    expect(flattenThread(queryClient.getQueryData<ThreadData>(threadQueryKey("b"))).at(-1)?.is_read).toBe(
      false,
    );
  });
});

describe("a live message that arrives while the inbox is being read", () => {
  it("is not dropped by a read answered before it was written (the unread count stays true)", async () => {
    // The inbox "server": each read answers the conversations as they are when it starts, 30 ms
    // later; a message is written, then told over the socket.
    let stored: ConversationsPage = { conversations: [], unread_total: 0, next_cursor: null };
    const read = () => {
      const answer = stored;
      return new Promise<ConversationsPage>((resolve) => setTimeout(() => resolve(answer), 30));
    };
    const queryClient = new QueryClient();
    const observer = new InfiniteQueryObserver(queryClient, {
      queryKey: conversationsQueryKey,
      queryFn: read,
      initialPageParam: null as string | null,
      getNextPageParam: (last: ConversationsPage) => last.next_cursor,
    });
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    // The channel joins: the inbox is read again; while that read is under way, two messages
    // are written and arrive live.
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    for (const text of ["Hello Rita", "Coming to the reunion?"]) {
      const message = { ...msg("w", ME, new Date().toISOString()), content: text };
      const old = stored.conversations[0];
      stored = {
        conversations: [conv("w", message, (old?.unread ?? 0) + 1)],
        unread_total: stored.unread_total + 1,
        next_cursor: null,
      };
      cacheMessage(queryClient, message, ME);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await vi.waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
      expect(observer.getCurrentResult().data?.pages[0].unread_total).toBe(2);
    });
    unsubscribe();
  });
});
