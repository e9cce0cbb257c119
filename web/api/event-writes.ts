import type { EventDto } from "@contract/dto";
import type { EventProposal, EventsListResponse, RsvpInput } from "@contract/events";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { eventsQueryKey } from "./events";
import { refreshAfterWrite } from "./refresh-after-write";

/*
 * A member's RSVP and event proposal: loaded with the members-only parts of /events
 * (MemberRsvp, ProposeEventDialog), not with the page a visitor loads (its JavaScript budget,
 * decision 133).
 */

/** Puts the fresh counts and the viewer's registration into every cached list that holds the event. */
export function putEventInLists(queryClient: QueryClient, updated: EventDto) {
  queryClient.setQueriesData<EventsListResponse>({ queryKey: [...eventsQueryKey, "list"] }, (old) =>
    old ? { ...old, events: old.events.map((e) => (e.id === updated.id ? updated : e)) } : old,
  );
}

export function useRsvpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, ...body }: RsvpInput & { eventId: string }) =>
      api.put<EventDto>(`/events/${eventId}/rsvp`, body),
    onSuccess: (updated) => putEventInLists(queryClient, updated),
  });
}

export function useProposeEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventProposal) => api.post<EventDto>("/events", input),
    onSuccess: () => refreshAfterWrite(queryClient, eventsQueryKey),
  });
}
