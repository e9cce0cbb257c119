import { NOTIFICATION_CENTRE_TEXT as TEXT } from "@contract/notification-centre-text";
import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import {
  useLiveNotificationCentre,
  useMarkNotificationsRead,
  useNotificationCentre,
} from "@/api/notification-centre";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { NotificationList } from "./NotificationList";

/**
 * The header's bell (issue 11, decision 074): the unread count, kept live over the tab's
 * WebSocket, and the member's notifications in a popover (under the header, the screen's
 * width on a phone). Loaded only for signed-in members (its own chunk).
 */
export function NotificationBell() {
  const { user } = useAuth();
  const enabled = Boolean(user);
  const centre = useNotificationCentre(enabled);
  const live = useLiveNotificationCentre(enabled);
  const mark = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const unread = centre.data?.pages[0]?.unread ?? 0;
  const badge = unread > 99 ? "99+" : String(unread);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative max-sm:size-9"
          aria-label={TEXT.bellLabel(unread)}
          data-live={live}
        >
          <Bell aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-white"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={TEXT.heading}
          className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-md border border-border bg-background text-foreground shadow-lg animate-fade-in"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
            <h2 className="text-sm font-semibold">{TEXT.heading}</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0}
              onClick={() => mark.mutate({ all: true })}
            >
              {TEXT.markAllRead}
            </Button>
          </div>
          <NotificationList
            centre={centre}
            onOpenItem={(item) => {
              if (!item.read) mark.mutate({ id: item.id });
              setOpen(false);
            }}
          />
          <div className="border-t border-border px-4 py-2 text-right">
            <Link
              to="/profile?tab=notifications"
              onClick={() => setOpen(false)}
              className="text-xs text-muted-foreground underline-offset-4 hover:underline"
            >
              {TEXT.settings}
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
