import type { AdminAuditPage } from "@contract/admin-content";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY } from "./admin-common";
import { api } from "./client";

export function useAdminAudit(actor: string, action: string, page: number) {
  const qs = new URLSearchParams({ page: String(page) });
  if (actor) qs.set("actor", actor);
  if (action) qs.set("action", action);
  return useQuery({
    queryKey: [...ADMIN_KEY, "audit", actor, action, page],
    queryFn: ({ signal }) => api.get<AdminAuditPage>(`/admin/audit?${qs}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
