import { MESSAGING_MESSAGES } from "@contract/ui-text";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "@/api/client";
import { isRecipientUnavailable, useSendMessageMutation } from "@/api/message-writes";

/** A message the server did not take: shown under the conversation with why (decision 094). */
export interface FailedSend {
  key: number;
  content: string;
  error: string;
  /** Trying again may work (not when the server refuses the person: the composer closes). */
  retryable: boolean;
}

/**
 * Sending in the chat panel: one send at a time (spec §5), and every failure kept as a message
 * marked 'Not sent' with the reason, to retry or discard; nothing fails silently (issue 21).
 * A new conversation starts with none.
 */
export function useChatSend(partnerId: string | undefined, parentId: string | null) {
  const send = useSendMessageMutation();
  const sending = useRef(false);
  const nextKey = useRef(0);
  const [failed, setFailed] = useState<FailedSend[]>([]);
  useEffect(() => {
    if (partnerId !== undefined) setFailed([]);
  }, [partnerId]);

  /** Sends `content`; `retrying` is the failed message it replaces. Resolves whether it was sent. */
  const deliver = (content: string, retrying?: number) =>
    new Promise<boolean>((resolve) => {
      // The ref also stops a double Enter within one tick.
      if (!partnerId || sending.current) return resolve(false);
      sending.current = true;
      send.mutate(
        { recipient_id: partnerId, content, parent_message_id: parentId },
        {
          onSuccess: () => {
            setFailed((list) => list.filter((f) => f.key !== retrying));
            resolve(true);
          },
          onError: (error) => {
            const failure: FailedSend = {
              key: retrying ?? nextKey.current++,
              content,
              error: errorMessage(error, MESSAGING_MESSAGES.sendFailed),
              retryable: !isRecipientUnavailable(error),
            };
            setFailed((list) =>
              retrying === undefined
                ? [...list, failure]
                : list.map((f) => (f.key === retrying ? failure : f)),
            );
            resolve(false);
          },
          onSettled: () => {
            sending.current = false;
          },
        },
      );
    });

  return {
    pending: send.isPending,
    failed,
    deliver,
    retry: (f: FailedSend) => void deliver(f.content, f.key),
    discard: (f: FailedSend) => setFailed((list) => list.filter((x) => x.key !== f.key)),
  };
}
