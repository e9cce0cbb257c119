import { LIMITS } from "@contract/constants";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useMarkConversationReadMutation } from "@/api/message-writes";
import { flattenConversations, flattenThread, useConversationsQuery, useThreadQuery } from "@/api/messages";
import { useAuth } from "@/auth/auth-context";
import { PageContainer } from "@/components/PageContainer";
import { SearchInput } from "@/components/SearchInput";
import { Card } from "@/components/ui/card";
import { usePageMeta } from "@/lib/page-meta";
import { useSearchParams } from "@/lib/router";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { cn } from "@/lib/utils";
import { useRealtimeInbox } from "@/realtime/useRealtimeInbox";
import { ChatPanel, type ChatPartner } from "./ChatPanel";
import { ConversationList } from "./ConversationList";
import { toConversations } from "./conversations";
import { NewMessageDialog } from "./NewMessageDialog";

const LIVE_LABEL = {
  joined: "Live",
  joining: "Connecting…",
  errored: "Reconnecting…",
  leaving: "",
  closed: "",
};

/**
 * /messages (spec §2 Messages): conversations per person, a 600 px chat panel, live delivery.
 * Both the list and the open conversation are paged (decision 045).
 */
export function MessagesScreen() {
  usePageMeta({ title: "Messages" });
  const { user } = useAuth();
  const me = user?.id ?? "";
  const [search, setSearch] = useState("");
  const searched = useDebouncedValue(search.trim(), LIMITS.headerSearchDebounceMs);
  // The inbox (kept for naming the open conversation) and, while searching, the server's finds.
  const inbox = useConversationsQuery(Boolean(user));
  const found = useConversationsQuery(Boolean(user) && searched !== "", searched);
  const list = searched ? found : inbox;
  const channel = useRealtimeInbox(Boolean(user), me);
  const markRead = useMarkConversationReadMutation();
  const [params, setParams] = useSearchParams();
  const selected = params.get("with");
  const [picked, setPicked] = useState<ChatPartner | null>(null);
  // Bumped when a recipient is picked in 'New Message': the chat then focuses its composer.
  const [composeRequest, setComposeRequest] = useState(0);

  const thread = useThreadQuery(selected);
  const conversations = useMemo(() => toConversations(flattenConversations(inbox.data)), [inbox.data]);
  const threadMessages = useMemo(() => flattenThread(thread.data), [thread.data]);
  const unreadTotal = inbox.data?.pages[0]?.unread_total ?? 0;
  const shown = useMemo(
    () => (searched ? toConversations(flattenConversations(found.data)) : conversations),
    [searched, found.data, conversations],
  );
  const current = conversations.find((c) => c.otherUserId === selected) ?? null;
  // A conversation not in the loaded pages (a link with ?with=) is named by its own messages.
  const fromThread = threadMessages[0];
  const partner: ChatPartner | null = current
    ? { userId: current.otherUserId, name: current.name, avatarUrl: current.avatarUrl }
    : picked && picked.userId === selected
      ? picked
      : fromThread && selected
        ? fromThread.sender_id === selected
          ? {
              userId: selected,
              name: fromThread.sender_profile.display_name,
              avatarUrl: fromThread.sender_profile.avatar_url,
            }
          : {
              userId: selected,
              name: fromThread.recipient_profile.display_name,
              avatarUrl: fromThread.recipient_profile.avatar_url,
            }
        : null;

  // Opening a conversation marks what they sent me as read (and keeps it so while it is open).
  const unreadInOpen =
    (current?.unread ?? 0) + threadMessages.filter((m) => m.sender_id === selected && !m.is_read).length;
  const { mutate: mark, isPending: marking } = markRead;
  useEffect(() => {
    if (selected && unreadInOpen > 0 && !marking) mark(selected);
  }, [selected, unreadInOpen, marking, mark]);

  const { fetchNextPage: fetchMoreConversations, isFetchingNextPage: fetchingMore } = list;
  const loadMore = useCallback(() => {
    if (!fetchingMore) void fetchMoreConversations();
  }, [fetchingMore, fetchMoreConversations]);

  const select = (userId: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (userId) next.set("with", userId);
      else next.delete("with");
      return next;
    });

  return (
    <PageContainer className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-serif text-3xl font-bold text-navy-900 md:text-4xl">Messages</h1>
          <p className="mt-1 text-sm text-muted-foreground" aria-live="polite">
            {LIVE_LABEL[channel] ? (
              <span className="inline-flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className={cn("size-2 rounded-full", channel === "joined" ? "bg-success" : "bg-gold-500")}
                />
                {LIVE_LABEL[channel]}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex gap-2">
          <SearchInput
            label="Search conversations"
            placeholder="Search conversations..."
            className="flex-1 sm:w-64"
            value={search}
            onChange={setSearch}
          />
          <NewMessageDialog
            onPick={(r) => {
              setPicked({ userId: r.user_id, name: r.display_name, avatarUrl: r.avatar_url });
              select(r.user_id);
            }}
            focusAfterPick={() => setComposeRequest((n) => n + 1)}
          />
        </div>
      </div>

      {/* One column of minmax(0, 1fr) on a phone: an auto column grew to the longest name and cut
          off each row's time and unread badge at 390 px (issue 21). */}
      <Card className="grid grid-cols-1 overflow-hidden md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <ConversationList
          className={cn("border-border md:h-[600px] md:border-r", partner && "hidden md:flex")}
          conversations={shown}
          searching={searched !== ""}
          loading={list.isPending}
          error={list.isError}
          selected={selected}
          onSelect={select}
          me={me}
          unreadTotal={unreadTotal}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={loadMore}
        />
        <ChatPanel
          className={cn(!partner && "hidden md:flex")}
          partner={partner}
          messages={threadMessages}
          loading={Boolean(selected) && thread.isPending}
          error={thread.isError}
          hasEarlier={thread.hasNextPage}
          loadingEarlier={thread.isFetchingNextPage}
          onLoadEarlier={() => void thread.fetchNextPage()}
          me={me}
          focusComposer={composeRequest}
          onBack={() => select(null)}
          closedReason={thread.data?.pages[0]?.closed_reason ?? null}
        />
      </Card>
    </PageContainer>
  );
}
