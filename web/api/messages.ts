import type { MessageDto } from "@contract/dto";
import type {
  ConversationDto,
  ConversationsPage,
  RecipientDto,
  SendMessageInput,
  ThreadPage,
} from "@contract/messaging";
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "./client";

/**
 * Direct messages (decision 045): the inbox is a paged list of conversations, each
 * conversation's messages are paged too (newest page first); sending and marking read update
 * both caches, as do live deliveries (web/realtime).
 */
export const messagesQueryKey = ["messages"] as const;
export const conversationsQueryKey = [...messagesQueryKey, "conversations"] as const;
export const threadQueryKey = (otherUserId: string) => [...messagesQueryKey, "thread", otherUserId] as const;
const threadsKey = [...messagesQueryKey, "thread"] as const;

export type ConversationsData = InfiniteData<ConversationsPage, string | null>;
export type ThreadData = InfiniteData<ThreadPage, string | null>;

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;

export function useConversationsQuery(enabled = true) {
  return useInfiniteQuery({
    queryKey: conversationsQueryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<ConversationsPage>(withCursor("/messages/conversations", pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled,
  });
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
      c.other.user_id === other.user_id ? { ...c, last_message: message } : c,
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

/** A new message in an open conversation goes at the end of its newest page. */
export function addToThread(data: ThreadData | undefined, message: MessageDto): ThreadData | undefined {
  if (!data?.pages.length) return data;
  if (data.pages.some((p) => p.messages.some((m) => m.id === message.id)))
    return mapThread(data, (m) => (m.id === message.id ? message : m));
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

/** Puts a message (sent, or delivered live) into the inbox and its conversation's cache. */
export function cacheMessage(queryClient: QueryClient, message: MessageDto, me: string) {
  const other = message.sender_id === me ? message.recipient_id : message.sender_id;
  queryClient.setQueryData<ConversationsData>(conversationsQueryKey, (old) =>
    addToConversations(old, message, me),
  );
  queryClient.setQueryData<ThreadData>(threadQueryKey(other), (old) => addToThread(old, message));
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
  let found = 0;
  for (const [key, data] of queryClient.getQueriesData<ThreadData>({ queryKey: threadsKey })) {
    const nowRead = flattenThread(data).filter((m) => set.has(m.id) && !m.is_read);
    found += flattenThread(data).filter((m) => set.has(m.id)).length;
    queryClient.setQueryData<ThreadData>(key, (old) => markReadInThread(old, (m) => set.has(m.id)));
    if (readerId === me && nowRead.length) {
      const other = nowRead[0].sender_id;
      queryClient.setQueryData<ConversationsData>(conversationsQueryKey, (old) =>
        clearUnread(old, other, nowRead.length),
      );
    }
  }
  if (readerId === me && found < ids.length)
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
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

export function useSendMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => api.post<MessageDto>("/messages", input),
    onSuccess: (message) => cacheMessage(queryClient, message, message.sender_id),
  });
}

export function useMarkConversationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherUserId: string) =>
      api.post<{ marked: number }>("/messages/read", { other_user_id: otherUserId }),
    onMutate: (otherUserId) => {
      queryClient.setQueryData<ConversationsData>(conversationsQueryKey, (old) =>
        clearUnread(old, otherUserId),
      );
      queryClient.setQueryData<ThreadData>(threadQueryKey(otherUserId), (old) =>
        markReadInThread(old, (m) => m.sender_id === otherUserId),
      );
    },
  });
}
