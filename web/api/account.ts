import type { ChangeEmailInput, DeleteAccountInput } from "@contract/data-rights";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { meQueryKey } from "./auth";
import { api } from "./client";

/** My Profile, data rights (decision 065): the download is a plain link to this address. */
export const DATA_EXPORT_URL = "/api/v1/account/export";

export function useChangeEmailMutation() {
  return useMutation({
    mutationFn: (body: ChangeEmailInput) => api.post<{ message: string }>("/account/email", body),
  });
}

/**
 * Deletes the account. `forgetViewer` then leaves the browser holding nobody's data (signed out,
 * caches reset): call it after leaving the member's screen, which would otherwise redirect first.
 */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: DeleteAccountInput) => api.post<{ message: string }>("/account/delete", body),
  });
  const forgetViewer = async () => {
    queryClient.setQueryData(meQueryKey, { viewer: null });
    await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  };
  return { ...mutation, forgetViewer };
}
