import { SKELETON_COUNTS } from "@contract/constants";
import { SCREEN_MESSAGES } from "@contract/ui-text";
import { formatDistanceToNowStrict } from "date-fns";
import { MessageSquare } from "lucide-react";
import { useEffect, useRef } from "react";
import { UserAvatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { AvatarLinesSkeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import type { Conversation } from "./conversations";

/** The conversation list: last message, time and an unread badge per person; unread total in the heading. */
export function ConversationList({
  conversations,
  searching = false,
  loading,
  error,
  selected,
  onSelect,
  me,
  unreadTotal,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  className,
}: {
  conversations: Conversation[];
  /** The list is a search's finds: an empty one says nothing matched, not that there are none. */
  searching?: boolean;
  loading: boolean;
  error: boolean;
  selected: string | null;
  onSelect: (userId: string) => void;
  me: string;
  unreadTotal: number;
  /** More (older) conversations on the server: loaded on scrolling to the end, or with the button. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  className?: string;
}) {
  const sentinel = useRef<HTMLLIElement>(null);
  // Scrolling the list to its end loads the next page (the button does the same by hand).
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || loadingMore || !onLoadMore || typeof IntersectionObserver === "undefined")
      return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onLoadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onLoadMore]);
  return (
    <section aria-labelledby="conversations-heading" className={cn("flex min-h-0 flex-col", className)}>
      <h2
        id="conversations-heading"
        className="flex items-center gap-2 px-4 py-3 font-semibold text-navy-900"
      >
        Conversations
        {unreadTotal > 0 ? (
          <Badge variant="destructive" data-testid="unread-total">
            {unreadTotal}
            <span className="sr-only"> unread</span>
          </Badge>
        ) : null}
      </h2>
      {loading ? (
        <ul className="flex flex-col gap-1 px-2" aria-busy="true" aria-label="Loading conversations">
          {Array.from({ length: SKELETON_COUNTS.conversations }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <li key={i} className="p-2">
              <AvatarLinesSkeleton avatar="size-10" lines={["h-4 w-1/2", "h-3 w-3/4"]} />
            </li>
          ))}
        </ul>
      ) : error ? (
        <p role="alert" className="px-4 py-8 text-center font-semibold text-destructive">
          {SCREEN_MESSAGES.messagesError}
        </p>
      ) : conversations.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
          <MessageSquare aria-hidden="true" className="size-10 text-navy-300" />
          <p className="font-semibold text-navy-900">
            {searching ? SCREEN_MESSAGES.noConversationsFound : SCREEN_MESSAGES.noConversations}
          </p>
        </div>
      ) : (
        <ul className="flex min-h-0 flex-1 flex-col overflow-y-auto px-2 pb-2">
          {conversations.map((c) => {
            const active = c.otherUserId === selected;
            const prefix = c.last.sender_id === me ? "You: " : "";
            return (
              <li key={c.otherUserId}>
                <button
                  type="button"
                  onClick={() => onSelect(c.otherUserId)}
                  aria-current={active ? "true" : undefined}
                  data-testid={`conversation-${c.otherUserId}`}
                  className={cn(
                    "flex w-full items-center gap-3 rounded-lg p-2 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                    active && "bg-navy-50",
                    c.unread > 0 && !active && "bg-gold-50",
                  )}
                >
                  <UserAvatar name={c.name} src={c.avatarUrl} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="flex items-baseline justify-between gap-2">
                      <span
                        className={cn(
                          "truncate text-sm text-navy-900",
                          c.unread > 0 ? "font-bold" : "font-medium",
                        )}
                      >
                        {c.name}
                      </span>
                      <span className="shrink-0 text-xs text-muted-foreground">
                        {formatDistanceToNowStrict(new Date(c.last.created_at), { addSuffix: true })}
                      </span>
                    </span>
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm text-muted-foreground">
                        {prefix}
                        {c.last.content}
                      </span>
                      {c.unread > 0 ? (
                        <Badge variant="destructive" className="shrink-0" data-testid="unread-badge">
                          {c.unread}
                          <span className="sr-only"> unread</span>
                        </Badge>
                      ) : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
          {hasMore ? (
            <li ref={sentinel} className="flex justify-center p-2">
              <Button variant="outline" size="sm" onClick={onLoadMore} disabled={loadingMore}>
                {loadingMore ? "Loading…" : "Load more"}
              </Button>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
