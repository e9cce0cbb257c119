import type {
  MarkNotificationsRead,
  MarkNotificationsReadResult,
  NotificationPage,
} from "@contract/notification-centre";
import { NOTIFICATION_CENTRE_TEXT } from "@contract/notification-centre-text";
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "@/lib/toast";
import type { ChannelState } from "@/realtime/channel";
import { subscribeRealtime } from "@/realtime/shared-channel";
import { api, errorMessage } from "./client";
import { refreshAfterWrite } from "./refresh-after-write";

/** The header's bell (decision 074): the member's items, newest first, and the unread count. */
export const notificationCentreKey = ["notification-centre"] as const;
type Pages = InfiniteData<NotificationPage, string | null>;

export function useNotificationCentre(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationCentreKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<NotificationPage>(
        pageParam ? `/notifications?cursor=${encodeURIComponent(pageParam)}` : "/notifications",
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled,
  });
}

/**
 * Refetches the bell whenever the server says it changed (an item written or read, any tab),
 * and each time the channel (re)joins, so nothing written before the socket was open is missed.
 */
export function useLiveNotificationCentre(enabled: boolean): ChannelState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ChannelState>("closed");
  useEffect(() => {
    if (!enabled) return;
    const refresh = () => void refreshAfterWrite(queryClient, notificationCentreKey);
    return subscribeRealtime({
      onStateChange: setState,
      onJoined: refresh,
      onEvent: (event) => {
        if (event.type === "notifications") refresh();
      },
    });
  }, [enabled, queryClient]);
  return state;
}

/** Marks one item or all read; the cache shows it at once and the answer's count is kept. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsRead) =>
      api.post<MarkNotificationsReadResult>("/notifications/read", body),
    onMutate: (body) => {
      queryClient.setQueryData<Pages>(notificationCentreKey, (data) => {
        if (!data) return data;
        let marked = 0;
        const pages = data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => {
            if (item.read || (body.id !== undefined && item.id !== body.id)) return item;
            marked += 1;
            return { ...item, read: true };
          }),
        }));
        const unread = body.all ? 0 : Math.max(0, (pages[0]?.unread ?? 0) - marked);
        return { ...data, pages: pages.map((p) => ({ ...p, unread })) };
      });
    },
    onSuccess: (result) => {
      queryClient.setQueryData<Pages>(notificationCentreKey, (data) =>
        data ? { ...data, pages: data.pages.map((p) => ({ ...p, unread: result.unread })) } : data,
      );
    },
    onError: (error) => {
      toast.error(errorMessage(error, NOTIFICATION_CENTRE_TEXT.markFailed));
      void queryClient.invalidateQueries({ queryKey: notificationCentreKey });
    },
  });
}
