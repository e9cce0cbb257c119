import type { MessageDto } from "@contract/dto";
import type { SendMessageInput } from "@contract/messaging";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "./client";
import {
  type ConversationsData,
  cacheMessage,
  clearUnread,
  conversationsQueryKey,
  markReadInThread,
  type ThreadData,
  threadQueryKey,
} from "./messages";

/* Direct messages written (sending, marking a conversation read): each keeps the caches of
   messages.ts true at once. */

/**
 * The server will not deliver to this person now (decision 094): its reason becomes the
 * conversation's `closed_reason`, so the chat closes its composer with that line at once.
 */
export function closeConversation(queryClient: QueryClient, otherUserId: string, reason: string) {
  queryClient.setQueryData<ThreadData>(threadQueryKey(otherUserId), (old) =>
    old?.pages.length
      ? { ...old, pages: old.pages.map((p, i) => (i === 0 ? { ...p, closed_reason: reason } : p)) }
      : old,
  );
}

export const isRecipientUnavailable = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === "RECIPIENT_UNAVAILABLE";

export function useSendMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => api.post<MessageDto>("/messages", input),
    onSuccess: (message) => cacheMessage(queryClient, message, message.sender_id),
    onError: (error, input) => {
      if (isRecipientUnavailable(error)) closeConversation(queryClient, input.recipient_id, error.message);
    },
  });
}

export function useMarkConversationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherUserId: string) =>
      api.post<{ marked: number }>("/messages/read", { other_user_id: otherUserId }),
    onMutate: (otherUserId) => {
      queryClient.setQueryData<ConversationsData>(conversationsQueryKey, (old) =>
        clearUnread(old, otherUserId),
      );
      queryClient.setQueryData<ThreadData>(threadQueryKey(otherUserId), (old) =>
        markReadInThread(old, (m) => m.sender_id === otherUserId),
      );
    },
  });
}
