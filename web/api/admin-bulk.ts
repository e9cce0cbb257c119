import type { AdminBulkResult } from "@contract/admin-office";
import { OFFICE_TEXT } from "@contract/ui-text";
import { useAdminMutation } from "./admin-common";
import { api } from "./client";

const PAST: Record<string, string> = {
  approve: "approved",
  reject: "rejected",
  publish: "published",
  unpublish: "unpublished",
  delete: "deleted",
};

/** A bulk action on the ticked rows of an admin table: all change in one transaction or none. */
export function useBulkAction(resource: "events" | "news" | "alumni", noun: string) {
  return useAdminMutation({
    mutationFn: ({ action, ids }: { action: string; ids: string[] }) =>
      api.post<AdminBulkResult>(`/admin/${resource}/bulk`, { action, ids }),
    success: (r, v) => OFFICE_TEXT.bulkDone(PAST[v.action] ?? v.action, r.changed, noun),
    failure: OFFICE_TEXT.bulkFailed,
    alsoInvalidate: resource === "alumni" ? [] : [[resource]],
  });
}
