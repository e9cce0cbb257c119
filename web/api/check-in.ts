import type { AdminDoorSummary, CheckInResult, DoorList, TicketDto } from "@contract/check-in";
import { CHECK_IN_TEXT } from "@contract/ui-text";
import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { subscribeRealtime } from "@/realtime/shared-channel";
import { ADMIN_KEY, useAdminMutation } from "./admin-common";
import { api } from "./client";
import { refreshAfterWrite } from "./refresh-after-write";

/** Tickets and the door (issue 27, items 4 and 5; decision 111). */

export function useTicket(eventId: string) {
  return useQuery({
    queryKey: ["tickets", eventId],
    queryFn: ({ signal }) => api.get<TicketDto>(`/events/${eventId}/ticket`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import { doorKey } from "./door-events";

export function useDoorList(eventId: string) {
  return useQuery({
    queryKey: [...doorKey, "list", eventId],
    queryFn: ({ signal }) => api.get<DoorList>(`/check-in/events/${eventId}`, { signal }),
    retry: (count, error) =>
      count < 2 && !("status" in error && (error.status === 403 || error.status === 404)),
  });
}

/**
 * Follows an event's check-ins live: the server tells the office and the event's volunteers of
 * each one (and on joining the channel, one may have come before it was open or while it was down), so these
 * queries are fetched again.
 */
export function useLiveCheckIns(eventId: string, keys: QueryKey[]) {
  const queryClient = useQueryClient();
  const joined = JSON.stringify(keys);
  useEffect(() => {
    const refresh = () => {
      for (const queryKey of JSON.parse(joined) as QueryKey[]) void refreshAfterWrite(queryClient, queryKey);
    };
    return subscribeRealtime({
      onJoined: refresh,
      onEvent: (event) => {
        if (event.type === "check-ins" && event.event_id === eventId) refresh();
      },
    });
  }, [queryClient, eventId, joined]);
}

/** One check-in: a scanned code, a name found on the list, or a walk-in. */
export type CheckInRequest = { token: string } | { ticketId: string } | { walkIn: string };

export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (req: CheckInRequest) => {
      const base = `/check-in/events/${eventId}`;
      if ("token" in req) return api.post<CheckInResult>(`${base}/scan`, { token: req.token });
      if ("ticketId" in req) return api.post<CheckInResult>(`${base}/tickets/${req.ticketId}`);
      return api.post<CheckInResult>(`${base}/walk-ins`, { name: req.walkIn });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...doorKey, "list", eventId] }),
  });
}

export const adminDoorKey = (eventId: string) => [...ADMIN_KEY, "events", "door", eventId] as const;

export function useAdminDoor(eventId: string) {
  return useQuery({
    queryKey: adminDoorKey(eventId),
    queryFn: ({ signal }) => api.get<AdminDoorSummary>(`/admin/events/${eventId}/door`, { signal }),
  });
}

export function useDoorVolunteerMutation(eventId: string) {
  return useAdminMutation({
    mutationFn: ({ userId, add }: { userId: string; add: boolean }) =>
      add
        ? api.post<AdminDoorSummary>(`/admin/events/${eventId}/door-volunteers`, { user_id: userId })
        : api.delete<AdminDoorSummary>(`/admin/events/${eventId}/door-volunteers/${userId}`),
    success: (_r, v) => (v.add ? CHECK_IN_TEXT.volunteerAssigned : CHECK_IN_TEXT.volunteerRemoved),
    failure: CHECK_IN_TEXT.volunteerFailed,
  });
}
