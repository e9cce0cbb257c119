import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { subscribeRealtime } from "@/realtime/shared-channel";
import { eventsQueryKey } from "./events";
import { refreshAfterWrite } from "./refresh-after-write";

/**
 * A signed-in member's Events lists follow the office's answer to their proposals live, as the
 * bell does: the server says "events" when one was approved or refused, and on joining the
 * channel (an answer may have come before it was open or while it was down) the lists are
 * fetched again.
 */
export function useLiveEventLists() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void refreshAfterWrite(queryClient, eventsQueryKey);
    return subscribeRealtime({
      onJoined: refresh,
      onEvent: (event) => {
        if (event.type === "events") refresh();
      },
    });
  }, [queryClient]);
}
