import type { EventsListResponse } from "@contract/events";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "./client";

/** Events listing (spec §2); RSVP and proposals are in event-writes.ts. */

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

/** The .ics download of one event, and the subscribable feed of approved upcoming events. */
export const eventIcsUrl = (id: string) => `/api/v1/events/${id}/ics`;
export const CALENDAR_FEED_PATH = "/api/v1/events/calendar.ics";
