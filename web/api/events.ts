import type { EventDto } from "@contract/dto";
import type { EventProposal, EventsListResponse, RsvpInput } from "@contract/events";
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

function queryString(filters: EventFilters & { when?: "upcoming" | "past"; page?: string }): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * One page of the upcoming or past list (issue 22: LIST_PAGE_SIZE events a page), with the
 * total of every match for the tab's count and the pager.
 */
export function useEventsQuery(
  filters: EventFilters,
  when: "upcoming" | "past",
  userId: string | null,
  page: number,
) {
  return useQuery({
    queryKey: [...eventsQueryKey, "list", userId, when, filters, page],
    queryFn: ({ signal }) =>
      api.get<Required<EventsListResponse>>(
        `/events${queryString({ ...filters, when, page: String(page) })}`,
        {
          signal,
        },
      ),
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

/** The .ics download of one event, and the subscribable feed of approved upcoming events. */
export const eventIcsUrl = (id: string) => `/api/v1/events/${id}/ics`;
export const CALENDAR_FEED_PATH = "/api/v1/events/calendar.ics";
