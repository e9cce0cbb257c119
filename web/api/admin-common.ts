import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { api, errorMessage } from "./client";
import { refreshAfterWrite } from "./refresh-after-write";

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
        refreshAfterWrite(queryClient, ADMIN_KEY),
        ...(opts.alsoInvalidate ?? []).map((queryKey) => refreshAfterWrite(queryClient, queryKey)),
      ]);
    },
    onError: (error) => {
      if (opts.onError?.(error)) return;
      toast.error(errorMessage(error, opts.failure));
    },
  });
}

/**
 * One page of an admin list (`/admin/{resource}?…`): the table's URL state as the query string
 * (empty values left out); the previous page stays on screen while the next loads.
 */
export function useAdminList<T>(resource: string, params: Record<string, string | number>) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== "") qs.set(k, String(v));
  return useQuery({
    queryKey: [...ADMIN_KEY, resource, "list", params],
    queryFn: ({ signal }) => api.get<T>(`/admin/${resource}?${qs}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
