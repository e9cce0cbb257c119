import type { MessageDto } from "@contract/dto";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { cacheMessage, cacheRead, messagesQueryKey } from "@/api/messages";
import { refreshAfterWrite } from "@/api/refresh-after-write";
import type { ChannelState } from "./channel";
import { subscribeRealtime } from "./shared-channel";

/**
 * Keeps the cached inbox live while mounted: new messages and read changes arrive over the
 * tab's WebSocket into the paged inbox and the open conversation; on each join (the first
 * too) both are fetched again so nothing missed is lost.
 */
export function useRealtimeInbox(enabled: boolean, me: string): ChannelState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ChannelState>("closed");
  useEffect(() => {
    if (!enabled) return;
    return subscribeRealtime({
      onStateChange: setState,
      onJoined: () => void refreshAfterWrite(queryClient, messagesQueryKey),
      onEvent: (event) => {
        if (event.type === "message") {
          if ((event.message as MessageDto & { truncated?: boolean }).truncated) {
            void refreshAfterWrite(queryClient, messagesQueryKey);
            return;
          }
          cacheMessage(queryClient, event.message, me);
        } else if (event.type === "read") {
          cacheRead(queryClient, event.ids, event.reader_id, me);
        }
      },
    });
  }, [enabled, me, queryClient]);
  return state;
}
