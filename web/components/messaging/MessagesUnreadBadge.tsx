import { useUnreadMessagesTotal } from "@/api/messages";
import { useAuth } from "@/auth/auth-context";
import { cn } from "@/lib/utils";
import { useRealtimeInbox } from "@/realtime/useRealtimeInbox";

/**
 * The unread count on a Messages entry (header, bottom bar; issue 21). Read out as part of the
 * entry's name ('Messages (3 unread)'); nothing when all is read. Kept live by `LiveInbox`.
 */
export function MessagesUnreadBadge({ className }: { className?: string }) {
  const { user } = useAuth();
  const unread = useUnreadMessagesTotal(Boolean(user));
  if (unread === 0) return null;
  return (
    <span
      data-testid="messages-badge"
      className={cn(
        "flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-white",
        className,
      )}
    >
      <span aria-hidden="true">{unread > 99 ? "99+" : unread}</span>
      <span className="sr-only"> ({unread} unread)</span>
    </span>
  );
}

/**
 * Keeps the member's inbox (and so every unread badge) live on every page, as the bell is:
 * messages and read receipts arrive over the tab's one WebSocket into the cached inbox.
 * Mounted once, in the header's signed-in tools. (The Messages screen listens too, for its
 * 'Live' line; each update is idempotent, so two listeners change nothing.)
 */
export function LiveInbox() {
  const { user } = useAuth();
  useRealtimeInbox(Boolean(user), user?.id ?? "");
  return null;
}
