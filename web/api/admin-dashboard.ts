import type { AdminDashboardCounts } from "@contract/admin-content";
import { useQuery } from "@tanstack/react-query";
import { ADMIN_KEY } from "./admin-common";
import { api } from "./client";

export function useAdminDashboard() {
  return useQuery({
    queryKey: [...ADMIN_KEY, "dashboard"],
    queryFn: ({ signal }) => api.get<AdminDashboardCounts>("/admin/dashboard", { signal }),
  });
}
