import type {
  AdminAdmissionList,
  AdmissionQueueStatus,
  AdmissionVerb,
  MyAdmission,
} from "@contract/admission";
import { useQuery } from "@tanstack/react-query";
import { useAdminList, useAdminMutation } from "./admin-common";
import { api } from "./client";

/** Verified alumni (issue 26 item 3, decision 118). */

/** The signed-in member's own admission (the notice on their screens). */
export function useMyAdmission(userId: string | null) {
  return useQuery({
    queryKey: ["me", "admission", userId],
    queryFn: ({ signal }) => api.get<MyAdmission>("/me/admission", { signal }),
    enabled: userId !== null,
  });
}

/** The office's queue of sign-ups: one status a page. */
export const useAdminSignUps = (status: AdmissionQueueStatus, page: number) =>
  useAdminList<AdminAdmissionList>("sign-ups", { status, page });

const DONE: Record<AdmissionVerb, string> = {
  approve: "Approved: the member is verified and listed",
  decline: "Sign-up declined",
};

/** Approve or decline a sign-up. */
export function useSignUpAction() {
  return useAdminMutation({
    mutationFn: ({ id, verb }: { id: string; verb: AdmissionVerb }) =>
      api.post<{ id: string }>(`/admin/sign-ups/${id}/${verb}`),
    success: (_r, { verb }) => DONE[verb],
    failure: "Failed to update the sign-up. Please try again.",
    // The directory and class lists show an approved member from now on.
    alsoInvalidate: [["profiles"], ["classes"]],
  });
}
