import type { AdminMailLogPage, MailLogStatus } from "@contract/mail";
import { MAIL_TEXT } from "@contract/mail";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, useAdminMutation } from "./admin-common";
import { api } from "./client";

/** The mail log; refreshed every few seconds so queued mails are seen turning sent or failed. */
export function useAdminMailLog(status: MailLogStatus | "", page: number) {
  const qs = new URLSearchParams({ page: String(page) });
  if (status) qs.set("status", status);
  return useQuery({
    queryKey: [...ADMIN_KEY, "mail", status, page],
    queryFn: ({ signal }) => api.get<AdminMailLogPage>(`/admin/mail?${qs}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
}

export function useSendTestMail() {
  return useAdminMutation({
    mutationFn: () => api.post<{ id: string; to: string }>("/admin/mail/test", {}),
    success: (result) => MAIL_TEXT.testQueued(result.to),
    failure: MAIL_TEXT.testFailed,
  });
}
