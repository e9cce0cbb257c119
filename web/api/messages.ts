import type { MessageDto } from "@contract/dto";
import type { ConversationDto, ConversationsPage, RecipientDto, ThreadPage } from "@contract/messaging";
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "./client";
import { refreshAfterWrite, rereadIfUnderWay } from "./refresh-after-write";

/**
 * Direct messages (decision 045): the inbox is a paged list of conversations, each
 * conversation's messages are paged too (newest page first); sending and marking read
 * (message-writes.ts) update both caches, as do live deliveries (web/realtime).
 */
export const messagesQueryKey = ["messages"] as const;
export const conversationsQueryKey = [...messagesQueryKey, "conversations"] as const;
export const threadQueryKey = (otherUserId: string) => [...messagesQueryKey, "thread", otherUserId] as const;
const threadsKey = [...messagesQueryKey, "thread"] as const;

export type ConversationsData = InfiniteData<ConversationsPage, string | null>;
export type ThreadData = InfiniteData<ThreadPage, string | null>;

/** Search results: not patched message by message like the inbox, fetched again instead. */
const conversationSearchesKey = [...conversationsQueryKey, "search"] as const;

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}${path.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}` : path;

/** The inbox, or with `search` the conversations the server finds for it (decision 089). */
export function useConversationsQuery(enabled = true, search = "") {
  const text = search.trim();
  return useInfiniteQuery({
    queryKey: text ? [...conversationSearchesKey, text] : conversationsQueryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<ConversationsPage>(
        withCursor(
          text ? `/messages/conversations?search=${encodeURIComponent(text)}` : "/messages/conversations",
          pageParam,
        ),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled,
  });
}

/**
 * The member's unread messages, for the Messages entries in the header and the bottom bar: the
 * inbox's own `unread_total` (its first page, the very cache the Messages screen reads and
 * marks read), so the count and the screen never disagree.
 */
export function useUnreadMessagesTotal(enabled: boolean): number {
  return useConversationsQuery(enabled).data?.pages[0]?.unread_total ?? 0;
}

/** One conversation: `fetchNextPage` loads earlier messages. */
export function useThreadQuery(otherUserId: string | null) {
  return useInfiniteQuery({
    queryKey: threadQueryKey(otherUserId ?? ""),
    queryFn: ({ pageParam, signal }) =>
      api.get<ThreadPage>(
        withCursor(`/messages/conversations/${encodeURIComponent(otherUserId ?? "")}`, pageParam),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: Boolean(otherUserId),
  });
}

/** The loaded conversations, newest first, each person once. */
export function flattenConversations(
  data: InfiniteData<ConversationsPage, unknown> | undefined,
): ConversationDto[] {
  const seen = new Set<string>();
  const out: ConversationDto[] = [];
  for (const page of data?.pages ?? [])
    for (const c of page.conversations) {
      if (seen.has(c.other.user_id)) continue;
      seen.add(c.other.user_id);
      out.push(c);
    }
  return out;
}

/** The loaded messages of a conversation, oldest first. */
export function flattenThread(data: InfiniteData<ThreadPage, unknown> | undefined): MessageDto[] {
  return [...(data?.pages ?? [])].reverse().flatMap((p) => p.messages);
}

const otherOf = (m: MessageDto, me: string) =>
  m.sender_id === me
    ? { user_id: m.recipient_id, ...m.recipient_profile }
    : { user_id: m.sender_id, ...m.sender_profile };

/** A message sent or received: its conversation goes to the top with it as the last message. */
export function addToConversations(
  data: ConversationsData | undefined,
  message: MessageDto,
  me: string,
): ConversationsData | undefined {
  if (!data?.pages.length) return data;
  const other = otherOf(message, me);
  const existing = flattenConversations(data).find((c) => c.other.user_id === other.user_id);
  if (existing?.last_message.id === message.id) {
    return mapConversations(data, (c) =>
      c.other.user_id === other.user_id ? { ...c, last_message: newerCopy(c.last_message, message) } : c,
    );
  }
  if (existing && existing.last_message.created_at > message.created_at) return data;
  const counts = message.recipient_id === me && !message.is_read ? 1 : 0;
  const updated: ConversationDto = {
    other: existing?.other ?? other,
    last_message: message,
    unread: (existing?.unread ?? 0) + counts,
  };
  const pages = data.pages.map((p, i) => ({
    ...p,
    unread_total: i === 0 ? p.unread_total + counts : p.unread_total,
    conversations: [
      ...(i === 0 ? [updated] : []),
      ...p.conversations.filter((c) => c.other.user_id !== other.user_id),
    ],
  }));
  return { ...data, pages };
}

function mapConversations(
  data: ConversationsData,
  fn: (c: ConversationDto) => ConversationDto,
): ConversationsData {
  return { ...data, pages: data.pages.map((p) => ({ ...p, conversations: p.conversations.map(fn) })) };
}

/** Opening a conversation: what they sent me is read now. */
export function clearUnread(data: ConversationsData | undefined, otherUserId: string, by?: number) {
  if (!data?.pages.length) return data;
  let removed = 0;
  const next = mapConversations(data, (c) => {
    if (c.other.user_id !== otherUserId) return c;
    const n = by === undefined ? c.unread : Math.min(by, c.unread);
    removed += n;
    return { ...c, unread: c.unread - n };
  });
  const [first, ...rest] = next.pages;
  return { ...next, pages: [{ ...first, unread_total: Math.max(0, first.unread_total - removed) }, ...rest] };
}

/** Read receipts: these messages are read (last messages of conversations). */
export function markReadInConversations(data: ConversationsData | undefined, ids: readonly string[]) {
  if (!data) return data;
  const set = new Set(ids);
  return mapConversations(data, (c) =>
    set.has(c.last_message.id) ? { ...c, last_message: { ...c.last_message, is_read: true } } : c,
  );
}

/**
 * The same message arriving again (the send's answer, its live copy, a refetch): the copy that
 * came last wins, except that a message once read stays read. The live read receipt can
 * overtake the answer to the send on a busy server, and the older copy must not undo it.
 */
function newerCopy(cached: MessageDto, incoming: MessageDto): MessageDto {
  return cached.is_read && !incoming.is_read ? { ...incoming, is_read: true } : incoming;
}

/** A new message in an open conversation goes at the end of its newest page. */
export function addToThread(data: ThreadData | undefined, message: MessageDto): ThreadData | undefined {
  if (!data?.pages.length) return data;
  if (data.pages.some((p) => p.messages.some((m) => m.id === message.id)))
    return mapThread(data, (m) => (m.id === message.id ? newerCopy(m, message) : m));
  const [newest, ...earlier] = data.pages;
  const messages = [...newest.messages, message].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return { ...data, pages: [{ ...newest, messages }, ...earlier] };
}

function mapThread(data: ThreadData, fn: (m: MessageDto) => MessageDto): ThreadData {
  return { ...data, pages: data.pages.map((p) => ({ ...p, messages: p.messages.map(fn) })) };
}

export function markReadInThread(data: ThreadData | undefined, read: (m: MessageDto) => boolean) {
  if (!data) return data;
  return mapThread(data, (m) => (!m.is_read && read(m) ? { ...m, is_read: true } : m));
}

/**
 * Read receipts for messages not in any cache yet, per query client: the receipt came before
 * the message itself (before the answer to its send, or its live copy). Bounded, oldest out.
 */
const earlyReceipts = new WeakMap<QueryClient, Set<string>>();
const EARLY_RECEIPTS_KEPT = 200;

function rememberEarlyReceipts(queryClient: QueryClient, ids: readonly string[]) {
  const set = earlyReceipts.get(queryClient) ?? new Set<string>();
  earlyReceipts.set(queryClient, set);
  for (const id of ids) set.add(id);
  for (const id of set) {
    if (set.size <= EARLY_RECEIPTS_KEPT) break;
    set.delete(id);
  }
}

/** Puts a message (sent, or delivered live) into the inbox and its conversation's cache. */
export function cacheMessage(queryClient: QueryClient, incoming: MessageDto, me: string) {
  const readEarly = !incoming.is_read && earlyReceipts.get(queryClient)?.has(incoming.id);
  const message = readEarly ? { ...incoming, is_read: true } : incoming;
  const other = message.sender_id === me ? message.recipient_id : message.sender_id;
  queryClient.setQueryData<ConversationsData>(conversationsQueryKey, (old) =>
    addToConversations(old, message, me),
  );
  queryClient.setQueryData<ThreadData>(threadQueryKey(other), (old) => addToThread(old, message));
  rereadIfUnderWay(queryClient, conversationsQueryKey);
  rereadIfUnderWay(queryClient, threadQueryKey(other));
  void refreshAfterWrite(queryClient, conversationSearchesKey);
}

/**
 * A read receipt from the live channel. Someone read what I sent: the ticks turn. I read
 * (here or in another tab): the unread counts drop by what the cached conversations show was
 * unread; when the conversation is not cached the inbox is fetched again.
 */
export function cacheRead(queryClient: QueryClient, ids: readonly string[], readerId: string, me: string) {
  const set = new Set(ids);
  queryClient.setQueryData<ConversationsData>(conversationsQueryKey, (old) =>
    markReadInConversations(old, ids),
  );
  const found = new Set<string>();
  for (const [key, data] of queryClient.getQueriesData<ThreadData>({ queryKey: threadsKey })) {
    const inThread = flattenThread(data).filter((m) => set.has(m.id));
    for (const m of inThread) found.add(m.id);
    const nowRead = inThread.filter((m) => !m.is_read);
    queryClient.setQueryData<ThreadData>(key, (old) => markReadInThread(old, (m) => set.has(m.id)));
    if (readerId === me && nowRead.length) {
      const other = nowRead[0].sender_id;
      queryClient.setQueryData<ConversationsData>(conversationsQueryKey, (old) =>
        clearUnread(old, other, nowRead.length),
      );
    }
  }
  rereadIfUnderWay(queryClient, conversationsQueryKey);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: threadsKey }))
    rereadIfUnderWay(queryClient, query.queryKey);
  if (found.size === ids.length) return;
  // I read them in another tab: the inbox is fetched again. The other person read what I sent
  // before the message reached my caches: kept until it does.
  if (readerId === me) void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  else
    rememberEarlyReceipts(
      queryClient,
      ids.filter((id) => !found.has(id)),
    );
}

export function useRecipientsQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...messagesQueryKey, "recipients"],
    queryFn: ({ signal }) => api.get<{ recipients: RecipientDto[] }>("/messages/recipients", { signal }),
    select: (data) => data.recipients,
    enabled,
    staleTime: 60_000,
  });
}
