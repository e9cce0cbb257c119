import type { EventDto } from "@contract/dto";
import type { PartyInput } from "@contract/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { putEventInLists } from "./event-writes";

/** A full event's waitlist (issue 27): join with one's party, or leave. Answers the event. */
export function useWaitlistMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, leave, ...party }: PartyInput & { eventId: string; leave?: boolean }) =>
      leave
        ? api.delete<EventDto>(`/events/${eventId}/waitlist`)
        : api.post<EventDto>(`/events/${eventId}/waitlist`, party),
    onSuccess: (updated) => putEventInLists(queryClient, updated),
  });
}
