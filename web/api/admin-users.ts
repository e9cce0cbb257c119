import type { Role } from "@contract/constants";
import { ADMIN_MESSAGES, ADMIN_SUCCESS, VALIDATION } from "@contract/ui-text";

import { toast } from "@/lib/toast";
import { useAdminMutation } from "./admin-common";
import { ApiError, api } from "./client";

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", moderator: "Moderator", user: "User" };

export function useAssignRole() {
  return useAdminMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      api.post<void>(`/admin/users/${encodeURIComponent(userId)}/roles`, { role }),
    success: (_r, v) => ADMIN_SUCCESS.roleChanged(ROLE_LABELS[v.role], "assigned"),
    failure: ADMIN_MESSAGES.roleAssignFailed,
    onError: (error) => {
      // Spec §8: a duplicate is an Info toast, not an error.
      if (error instanceof ApiError && error.status === 409) {
        toast.info(ADMIN_MESSAGES.duplicateRoleTitle, { description: VALIDATION.duplicateRole });
        return true;
      }
      return false;
    },
  });
}

export function useRemoveRole() {
  return useAdminMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      api.delete<void>(`/admin/users/${encodeURIComponent(userId)}/roles/${role}`),
    success: (_r, v) => ADMIN_SUCCESS.roleChanged(ROLE_LABELS[v.role], "removed"),
    failure: ADMIN_MESSAGES.roleRemoveFailed,
  });
}
