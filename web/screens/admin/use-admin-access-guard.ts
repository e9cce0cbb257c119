import { ADMIN_MESSAGES } from "@contract/ui-text";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ADMIN_KEY } from "@/api/admin-common";
import { ApiError } from "@/api/client";
import { useAuth } from "@/auth/auth-context";
import { useNavigate } from "@/lib/router";
import { toast } from "@/lib/toast";

const lostAccess = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * When the server refuses an admin call with 401/403 (the session ended, or the admin role
 * was removed meanwhile), show 'Failed to verify admin access', re-read the viewer and leave
 * the admin area.
 */
export function useAdminAccessGuard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  useEffect(() => {
    const onLost = () => {
      toast.error(ADMIN_MESSAGES.verifyFailed, { id: "admin-access" });
      void refresh();
      navigate("/", { replace: true });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.query.queryKey[0] !== ADMIN_KEY[0]) return;
      if (event.query.state.status === "error" && lostAccess(event.query.state.error)) onLost();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (
        event.type === "updated" &&
        event.mutation?.state.status === "error" &&
        lostAccess(event.mutation.state.error)
      )
        onLost();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigate, refresh]);
}
