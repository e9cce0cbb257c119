import { useEffect } from "react";
import { ApiError } from "@/api/client";
import { useNavigate } from "@/lib/router";
import { toast } from "@/lib/toast";

/** Redirects to the list with the spec's toast when loading fails for any reason but 'not found'. */
export function useLoadFailureRedirect(error: unknown, message: string, to: string) {
  const navigate = useNavigate();
  const failed = Boolean(error) && !(error instanceof ApiError && error.status === 404);
  useEffect(() => {
    if (!failed) return;
    toast.error(message);
    navigate(to, { replace: true });
  }, [failed, message, navigate, to]);
  return error instanceof ApiError && error.status === 404;
}
