import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorMessage } from "./client";

/** Every admin query key starts here, so a write can refresh the whole admin area's caches. */
export const ADMIN_KEY = ["admin"] as const;

/**
 * A write with the admin area's toasts: the success text on success, the server's message
 * (or the spec's fallback) on failure; then every admin query (and `alsoInvalidate`) reloads.
 */
export function useAdminMutation<TVars, TResult>(opts: {
  mutationFn: (vars: TVars) => Promise<TResult>;
  success?: string | ((result: TResult, vars: TVars) => string);
  failure: string;
  alsoInvalidate?: QueryKey[];
  onSuccess?: (result: TResult, vars: TVars) => void;
  /** Handle an error yourself (return true) instead of the failure toast. */
  onError?: (error: unknown) => boolean;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: opts.mutationFn,
    onSuccess: async (result, vars) => {
      if (opts.success)
        toast.success(typeof opts.success === "function" ? opts.success(result, vars) : opts.success);
      opts.onSuccess?.(result, vars);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
        ...(opts.alsoInvalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
    onError: (error) => {
      if (opts.onError?.(error)) return;
      toast.error(errorMessage(error, opts.failure));
    },
  });
}
