import type { HideBody, SuspendBody, WarnBody } from "@contract/moderation";
import type { AdminReportList, ReportStatus } from "@contract/reports";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAdminList, useAdminMutation } from "./admin-common";
import { api } from "./client";
import { chaptersKey } from "./community-groups";

/**
 * Where a Reports queue's actions go (decisions 112, 126): the office's routes, or the chapter
 * moderators' own (dismiss, reopen, hide, show again; the server limits them to their chapters).
 */
export type ReportsBase = "/admin/reports" | "/moderation/reports";

/** The chapter moderators' queue's cached lists (refreshed after any action on a report). */
const MODERATION_REPORTS_KEY = ["moderation", "reports"] as const;

/** The office's Reports queue (decisions 107, 112): one status a page, and the office's actions. */
export const useAdminReports = (status: ReportStatus, page: number) =>
  useAdminList<AdminReportList>("reports", { status, page });

/** One chapter's reports (decision 126), for its moderators (and the office) on the chapter's page. */
export function useChapterReports(slug: string, status: ReportStatus, page: number) {
  const qs = new URLSearchParams({ status, page: String(page), chapter: slug });
  return useQuery({
    queryKey: [...MODERATION_REPORTS_KEY, slug, status, page],
    queryFn: ({ signal }) => api.get<AdminReportList>(`/moderation/reports?${qs}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

const FAILED = "Failed to update the report. Please try again.";

/**
 * An action on a report from either queue: both queues' lists read again, and the chapters' pages
 * (a hidden event leaves its chapter's upcoming events).
 */
const useReportAction = <TVars>(
  mutationFn: (vars: TVars) => Promise<unknown>,
  success: string | ((result: unknown, vars: TVars) => string),
) =>
  useAdminMutation({
    mutationFn,
    success,
    failure: FAILED,
    alsoInvalidate: [MODERATION_REPORTS_KEY, chaptersKey],
  });

export function useSetReportStatus(base: ReportsBase) {
  return useReportAction(
    ({ id, verb }: { id: string; verb: "dismiss" | "reopen" }) =>
      api.post<{ id: string }>(`${base}/${id}/${verb}`),
    (_r, { verb }) => (verb === "dismiss" ? "Report dismissed" : "Report reopened"),
  );
}

export function useHideReported(base: ReportsBase) {
  return useReportAction(
    ({ id, body }: { id: string; body: HideBody }) => api.post<{ id: string }>(`${base}/${id}/hide`, body),
    "Hidden. The author was told why.",
  );
}

export function useUnhideReported(base: ReportsBase) {
  return useReportAction((id: string) => api.post<{ id: string }>(`${base}/${id}/unhide`), "Shown again");
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
