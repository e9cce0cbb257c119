import type { HideBody, SuspendBody, WarnBody } from "@contract/moderation";
import type { AdminReportList, ReportStatus } from "@contract/reports";
import { useAdminList, useAdminMutation } from "./admin-common";
import { api } from "./client";

/** The office's Reports queue (decisions 107, 112): one status a page, and the office's actions. */
export const useAdminReports = (status: ReportStatus, page: number) =>
  useAdminList<AdminReportList>("reports", { status, page });

const FAILED = "Failed to update the report. Please try again.";

export function useSetReportStatus() {
  return useAdminMutation({
    mutationFn: ({ id, verb }: { id: string; verb: "dismiss" | "reopen" }) =>
      api.post<{ id: string }>(`/admin/reports/${id}/${verb}`),
    success: (_r, { verb }) => (verb === "dismiss" ? "Report dismissed" : "Report reopened"),
    failure: FAILED,
  });
}

export function useHideReported() {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: HideBody }) =>
      api.post<{ id: string }>(`/admin/reports/${id}/hide`, body),
    success: "Hidden. The author was told why.",
    failure: FAILED,
  });
}

export function useUnhideReported() {
  return useAdminMutation({
    mutationFn: (id: string) => api.post<{ id: string }>(`/admin/reports/${id}/unhide`),
    success: "Shown again",
    failure: FAILED,
  });
}

export function useWarnReported() {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: WarnBody }) =>
      api.post<{ id: string }>(`/admin/reports/${id}/warn`, body),
    success: "Warning sent",
    failure: FAILED,
  });
}

export function useSuspendMember() {
  return useAdminMutation({
    mutationFn: ({ userId, body }: { userId: string; body: SuspendBody }) =>
      api.put<{ until: string | null }>(`/admin/members/${userId}/suspension`, body),
    success: "Member suspended and signed out everywhere",
    failure: "Failed to suspend the member. Please try again.",
  });
}

export function useLiftSuspension() {
  return useAdminMutation({
    mutationFn: (userId: string) => api.delete<unknown>(`/admin/members/${userId}/suspension`),
    success: "Suspension lifted",
    failure: "Failed to lift the suspension. Please try again.",
  });
}
