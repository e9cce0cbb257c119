import type { DoorEvent } from "@contract/check-in";
import { useQuery } from "@tanstack/react-query";
import { api } from "./client";

export const doorKey = ["door"] as const;

/** The events a member keeps the door for (issue 27): its own module, light for /events. */
export function useDoorEvents(enabled = true) {
  return useQuery({
    queryKey: [...doorKey, "events"],
    queryFn: ({ signal }) => api.get<{ events: DoorEvent[] }>("/check-in/events", { signal }),
    select: (data) => data.events,
    enabled,
  });
}
