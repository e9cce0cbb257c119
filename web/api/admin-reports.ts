import type { AdminReportList, ReportStatus } from "@contract/reports";
import { useAdminList, useAdminMutation } from "./admin-common";
import { api } from "./client";

/** The office's Reports queue (decision 107): one status a page, and closing or reopening one. */
export const useAdminReports = (status: ReportStatus, page: number) =>
  useAdminList<AdminReportList>("reports", { status, page });

export function useSetReportStatus() {
  return useAdminMutation({
    mutationFn: ({ id, verb }: { id: string; verb: "dismiss" | "reopen" }) =>
      api.post<{ id: string }>(`/admin/reports/${id}/${verb}`),
    success: (_r, { verb }) => (verb === "dismiss" ? "Report dismissed" : "Report reopened"),
    failure: "Failed to update the report. Please try again.",
  });
}
