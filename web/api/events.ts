import type { EventDto } from "@contract/dto";
import type { EventProposal, RsvpInput } from "@contract/events";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "./client";
import { refreshAfterWrite } from "./refresh-after-write";

/** Events listing (spec §2), RSVP and proposals. */

export interface EventFilters {
  search?: string;
  location?: string;
  category?: string;
}

export const eventsQueryKey = ["events"] as const;

function queryString(filters: EventFilters & { when?: "upcoming" | "past" }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** Upcoming and past lists in one call each; counts for the tabs come from their lengths. */
export function useEventsQuery(filters: EventFilters, when: "upcoming" | "past", userId: string | null) {
  return useQuery({
    queryKey: [...eventsQueryKey, "list", userId, when, filters],
    queryFn: ({ signal }) =>
      api.get<{ events: EventDto[] }>(`/events${queryString({ ...filters, when })}`, { signal }),
    select: (data) => data.events,
    placeholderData: keepPreviousData,
    // Places and waitlists change as others answer (issue 27, decision 110): fetched again every
    // 30 seconds while the tab is visible (a shared, cached answer for visitors).
    refetchInterval: 30_000,
  });
}

export function useEventLocationsQuery() {
  return useQuery({
    queryKey: [...eventsQueryKey, "locations"],
    queryFn: ({ signal }) => api.get<{ locations: string[] }>("/events/locations", { signal }),
    select: (data) => data.locations,
    staleTime: 5 * 60_000,
  });
}

/** Puts the fresh counts and the viewer's registration into every cached list that holds the event. */
export function putEventInLists(queryClient: QueryClient, updated: EventDto) {
  queryClient.setQueriesData<{ events: EventDto[] }>({ queryKey: [...eventsQueryKey, "list"] }, (old) =>
    old ? { events: old.events.map((e) => (e.id === updated.id ? updated : e)) } : old,
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

/** The .ics download of one event, and the subscribable feed of approved upcoming events. */
export const eventIcsUrl = (id: string) => `/api/v1/events/${id}/ics`;
export const CALENDAR_FEED_PATH = "/api/v1/events/calendar.ics";
