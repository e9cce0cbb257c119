import type { AttendedEvent } from "@contract/check-in";
import { useQuery } from "@tanstack/react-query";
import { api } from "./client";

/**
 * A member's "events attended" (issue 27, item 5): null when the viewer may not see them (the
 * owner did not choose to show them). Its own module: the profile page is a public page.
 */
export function useEventsAttended(profileId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["profiles", profileId, "events-attended"],
    queryFn: ({ signal }) =>
      api.get<{ events: AttendedEvent[] | null }>(`/profiles/${profileId}/events-attended`, { signal }),
    select: (data) => data.events,
    enabled,
  });
}
