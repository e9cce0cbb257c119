import type { NotificationItemDto } from "@contract/notification-centre";
import { NOTIFICATION_CENTRE_TEXT as TEXT } from "@contract/notification-centre-text";
import type { NotificationItemKind } from "@contract/notifications";
import {
  BellOff,
  CalendarCheck,
  CalendarClock,
  GraduationCap,
  MessageSquare,
  Newspaper,
  ShieldAlert,
  Users,
} from "lucide-react";
import type { useNotificationCentre } from "@/api/notification-centre";
import { Button } from "@/components/ui/button";
import { AvatarLinesSkeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";

const KIND_ICON: Record<NotificationItemKind, typeof MessageSquare> = {
  message: MessageSquare,
  event_moderation: CalendarCheck,
  event_reminder: CalendarClock,
  new_alumni: Users,
  news: Newspaper,
  mentoring: GraduationCap,
  office_notice: ShieldAlert,
};

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const STEPS = [
  [60, "second"],
  [60, "minute"],
  [24, "hour"],
  [7, "day"],
  [4.35, "week"],
  [12, "month"],
  [Number.POSITIVE_INFINITY, "year"],
] as const;

/** "5 minutes ago", "yesterday" (Intl, so the bell's chunk carries no date library). */
function timeAgo(iso: string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [size, unit] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), "year");
}

/** The bell's list: loading skeleton, error with retry, empty state, or the items (newest first). */
export function NotificationList({
  centre,
  onOpenItem,
}: {
  centre: ReturnType<typeof useNotificationCentre>;
  onOpenItem: (item: NotificationItemDto) => void;
}) {
  if (centre.isPending) {
    return (
      <div className="space-y-3 p-4" data-testid="notifications-loading">
        {[0, 1, 2].map((i) => (
          <AvatarLinesSkeleton
            key={i}
            avatar="size-8"
            lines={["h-4 w-3/4", "h-3 w-1/2"]}
            className="items-start"
          />
        ))}
        <span className="sr-only">Loading notifications</span>
      </div>
    );
  }
  if (centre.isError) {
    return (
      <div role="alert" className="space-y-3 p-4 text-sm">
        <p>{TEXT.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void centre.refetch()}>
          {TEXT.retry}
        </Button>
      </div>
    );
  }
  const items = centre.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-8 text-center text-sm">
        <BellOff aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{TEXT.empty}</p>
        <p className="text-muted-foreground">{TEXT.emptyExplain}</p>
      </div>
    );
  }
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <ul className="divide-y divide-border">
        {items.map((item) => {
          const Icon = KIND_ICON[item.kind] ?? MessageSquare;
          return (
            <li key={item.id}>
              <Link
                to={item.path}
                onClick={() => onOpenItem(item)}
                className={cn(
                  "flex gap-3 px-4 py-3 text-sm outline-none hover:bg-accent focus-visible:bg-accent",
                  !item.read && "bg-gold-50/60",
                )}
              >
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className={cn("block break-words", !item.read && "font-semibold")}>{item.title}</span>
                  {item.body ? (
                    <span className="line-clamp-2 block break-words text-muted-foreground">{item.body}</span>
                  ) : null}
                  <span className="block text-xs text-muted-foreground">
                    {timeAgo(item.created_at)}
                    {item.read ? null : <span className="sr-only">, unread</span>}
                  </span>
                </span>
                {item.read ? null : (
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-destructive" />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {centre.hasNextPage ? (
        <div className="border-t border-border p-2 text-center">
          <Button
            variant="ghost"
            size="sm"
            disabled={centre.isFetchingNextPage}
            onClick={() => void centre.fetchNextPage()}
          >
            {TEXT.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
