import type { MessageDto } from "@contract/dto";
import type { RecipientDto, SendMessageInput } from "@contract/messaging";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";

/** Direct messages: the inbox (sender or recipient), sending, and marking a conversation read. */
export const messagesQueryKey = ["messages"] as const;

export function useMessagesQuery(enabled = true) {
  return useQuery({
    queryKey: messagesQueryKey,
    queryFn: ({ signal }) => api.get<{ messages: MessageDto[] }>("/messages", { signal }),
    select: (data) => data.messages,
    enabled,
  });
}

export function useRecipientsQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...messagesQueryKey, "recipients"],
    queryFn: ({ signal }) => api.get<{ recipients: RecipientDto[] }>("/messages/recipients", { signal }),
    select: (data) => data.recipients,
    enabled,
    staleTime: 60_000,
  });
}

/** Adds or replaces one message in the cached inbox (sending, or a live delivery). */
export function mergeMessage(old: { messages: MessageDto[] } | undefined, message: MessageDto) {
  if (!old) return old;
  const without = old.messages.filter((m) => m.id !== message.id);
  return { messages: [...without, message].sort((a, b) => a.created_at.localeCompare(b.created_at)) };
}

export function markRead(old: { messages: MessageDto[] } | undefined, ids: readonly string[]) {
  if (!old) return old;
  const set = new Set(ids);
  return { messages: old.messages.map((m) => (set.has(m.id) ? { ...m, is_read: true } : m)) };
}

export function useSendMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => api.post<MessageDto>("/messages", input),
    onSuccess: (message) =>
      queryClient.setQueryData<{ messages: MessageDto[] }>(messagesQueryKey, (old) =>
        mergeMessage(old, message),
      ),
  });
}

export function useMarkConversationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherUserId: string) =>
      api.post<{ marked: number }>("/messages/read", { other_user_id: otherUserId }),
    onMutate: (otherUserId) =>
      queryClient.setQueryData<{ messages: MessageDto[] }>(messagesQueryKey, (old) =>
        old
          ? {
              messages: old.messages.map((m) =>
                m.sender_id === otherUserId && !m.is_read ? { ...m, is_read: true } : m,
              ),
            }
          : old,
      ),
  });
}
