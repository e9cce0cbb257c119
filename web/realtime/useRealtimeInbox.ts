import type { MessageDto } from "@contract/dto";
import type { RealtimeEvent } from "@contract/messaging";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { markRead, mergeMessage, messagesQueryKey } from "@/api/messages";
import { type ChannelState, RealtimeChannel, realtimeUrl } from "./channel";

/**
 * Keeps the cached inbox live while mounted: new messages and read changes arrive over the
 * WebSocket; after a reconnect the inbox is fetched again so nothing missed is lost.
 */
export function useRealtimeInbox(enabled: boolean): ChannelState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ChannelState>("closed");
  useEffect(() => {
    if (!enabled) return;
    const channel = new RealtimeChannel({
      url: realtimeUrl(),
      onStateChange: setState,
      onRejoin: () => void queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
      onEvent: (event: RealtimeEvent) => {
        if (event.type === "message") {
          if ((event.message as MessageDto & { truncated?: boolean }).truncated) {
            void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
            return;
          }
          queryClient.setQueryData<{ messages: MessageDto[] }>(messagesQueryKey, (old) =>
            mergeMessage(old, event.message),
          );
        } else if (event.type === "read") {
          queryClient.setQueryData<{ messages: MessageDto[] }>(messagesQueryKey, (old) =>
            markRead(old, event.ids),
          );
        }
      },
    });
    channel.start();
    return () => channel.stop();
  }, [enabled, queryClient]);
  return state;
}
