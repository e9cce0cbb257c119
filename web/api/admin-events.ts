import type { AdminEventBody } from "@contract/admin-content";
import type { AdminEventDetail, AdminRegistrationsPage } from "@contract/admin-office";
import type { EventDto } from "@contract/dto";
import { ADMIN_MESSAGES, ADMIN_SAVED, ADMIN_SUCCESS, EVENT_MESSAGES } from "@contract/ui-text";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, useAdminMutation } from "./admin-common";
import { api } from "./client";

const eventsKey = [...ADMIN_KEY, "events"] as const;

export function useAdminEvent(id: string | undefined) {
  return useQuery({
    queryKey: [...eventsKey, "one", id],
    queryFn: ({ signal }) => api.get<AdminEventDetail>(`/admin/events/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

/** One page of an event's registrations (who is coming). */
export function useEventRegistrations(id: string, page: number) {
  return useQuery({
    queryKey: [...eventsKey, "registrations", id, page],
    queryFn: ({ signal }) =>
      api.get<AdminRegistrationsPage>(`/admin/events/${id}/registrations?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useModerateEvent() {
  return useAdminMutation({
    mutationFn: ({ id, status }: { id: string; status: "approved" | "rejected" }) =>
      api.post<EventDto>(`/admin/events/${id}/${status === "approved" ? "approve" : "reject"}`, {}),
    success: (_r, v) => ADMIN_SUCCESS.eventModerated(v.status),
    failure: ADMIN_MESSAGES.eventStatusFailed,
    alsoInvalidate: [["events"]],
  });
}

export function useDeleteEvent(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: (id: string) => api.delete<void>(`/admin/events/${id}`),
    success: ADMIN_SUCCESS.eventDeleted,
    failure: ADMIN_MESSAGES.eventDeleteFailed,
    alsoInvalidate: [["events"]],
    onSuccess,
  });
}

export function useSaveEvent(id: string | undefined, onSuccess: (e: EventDto) => void) {
  return useAdminMutation({
    mutationFn: (body: AdminEventBody) =>
      id ? api.put<EventDto>(`/admin/events/${id}`, body) : api.post<EventDto>("/admin/events", body),
    success: id ? ADMIN_SAVED.eventUpdated : ADMIN_SAVED.eventCreated,
    failure: EVENT_MESSAGES.createFailed,
    alsoInvalidate: [["events"]],
    onSuccess,
    onError: () => false,
  });
}
