import type { AdminCompetitionBody, AdminCompetitionDetail, AdminResultsBody } from "@contract/admin-content";
import type { CompetitionDto } from "@contract/dto";
import { ADMIN_MESSAGES, ADMIN_SAVED, ADMIN_SUCCESS, OFFICE_TEXT } from "@contract/ui-text";
import { useQuery } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { ADMIN_KEY, useAdminMutation } from "./admin-common";
import { api } from "./client";

const competitionsKey = [...ADMIN_KEY, "competitions"] as const;
const publicKeys = [["house-cup"], ["competitions"]];

export function useAdminCompetition(id: string | undefined) {
  return useQuery({
    queryKey: [...competitionsKey, "one", id],
    queryFn: ({ signal }) => api.get<AdminCompetitionDetail>(`/admin/competitions/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useCompetitionTransition() {
  return useAdminMutation({
    mutationFn: ({ id, verb }: { id: string; verb: "start" | "complete" }) =>
      api.post<CompetitionDto>(`/admin/competitions/${id}/${verb}`, {}),
    success: (r) => ADMIN_SUCCESS.competitionStatus(r.status),
    failure: ADMIN_MESSAGES.competitionStatusFailed,
    alsoInvalidate: publicKeys,
  });
}

/**
 * Spec §2: one click deletes; the toast offers 'Undo' for 10 seconds (issue 13), which puts the
 * competition back with its results (and so the House Cup standings).
 */
export function useDeleteCompetition() {
  const restore = useAdminMutation({
    mutationFn: (id: string) => api.post<AdminCompetitionDetail>(`/admin/competitions/${id}/restore`, {}),
    success: OFFICE_TEXT.competitionRestored,
    failure: OFFICE_TEXT.restoreFailed,
    alsoInvalidate: publicKeys,
  });
  return useAdminMutation({
    mutationFn: (id: string) => api.delete<void>(`/admin/competitions/${id}`),
    failure: ADMIN_MESSAGES.competitionDeleteFailed,
    alsoInvalidate: publicKeys,
    onSuccess: (_r, id) =>
      toast.success(ADMIN_SUCCESS.competitionDeleted, {
        duration: 10_000,
        action: { label: "Undo", onClick: () => restore.mutate(id) },
      }),
  });
}

export function useSaveCompetition(id: string | undefined, onSuccess: (c: CompetitionDto) => void) {
  return useAdminMutation({
    mutationFn: (body: AdminCompetitionBody) =>
      id
        ? api.put<CompetitionDto>(`/admin/competitions/${id}`, body)
        : api.post<CompetitionDto>("/admin/competitions", body),
    success: id ? ADMIN_SAVED.competitionUpdated : ADMIN_SAVED.competitionCreated,
    failure: ADMIN_MESSAGES.competitionStatusFailed,
    alsoInvalidate: publicKeys,
    onSuccess,
    onError: () => false,
  });
}

export function useRecordResults(id: string) {
  return useAdminMutation({
    mutationFn: (placements: AdminResultsBody["placements"]) =>
      api.put<AdminCompetitionDetail>(`/admin/competitions/${id}/results`, { placements }),
    success: ADMIN_SAVED.resultsSaved,
    failure: "Failed to save results",
    alsoInvalidate: publicKeys,
  });
}
