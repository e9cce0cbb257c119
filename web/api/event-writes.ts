import type { EventDto } from "@contract/dto";
import type { EventProposal, EventsListResponse, RsvpInput } from "@contract/events";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { eventsQueryKey } from "./events";
import { refreshAfterWrite, rereadIfUnderWay } from "./refresh-after-write";

/*
 * A member's RSVP and event proposal: loaded with the members-only parts of /events
 * (MemberRsvp, ProposeEventDialog), not with the page a visitor loads (its JavaScript budget,
 * decision 133).
 */

/**
 * Puts the fresh counts and the viewer's registration into every cached list that holds the
 * event. A list read still under way (the one the live channel starts on joining, or the
 * 30-second refresh) may have been answered before the answer was saved: landing after it, it
 * put "RSVP" back on a member who had just answered Going (a CI failure). Such a read is made
 * again; the new one starts after the write.
 */
export function putEventInLists(queryClient: QueryClient, updated: EventDto) {
  const lists = [...eventsQueryKey, "list"];
  queryClient.setQueriesData<EventsListResponse>({ queryKey: lists }, (old) =>
    old ? { ...old, events: old.events.map((e) => (e.id === updated.id ? updated : e)) } : old,
  );
  for (const query of queryClient.getQueryCache().findAll({ queryKey: lists, fetchStatus: "fetching" }))
    rereadIfUnderWay(queryClient, query.queryKey);
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
