import type { ReportBody } from "@contract/reports";
import { useMutation } from "@tanstack/react-query";
import { api } from "./client";

/** A member's report of something another member wrote (decision 107). */
export function useReportMutation() {
  return useMutation({
    mutationFn: (body: ReportBody) => api.post<{ message: string }>("/reports", body),
  });
}
