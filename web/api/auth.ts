import type { MeResponse, SignInInput, SignUpData } from "@contract/auth";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "./client";

/** Calls of the sign-in/sign-up flow, the current viewer and the first-admin claim. */

export const meQueryKey = ["me"] as const;
export const adminExistsQueryKey = ["admin", "exists"] as const;

export type Viewer = NonNullable<MeResponse["viewer"]>;

export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get<MeResponse>("/me", { signal });
}

export function useMeQuery() {
  return useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal), staleTime: 60_000 });
}

export function signInRequest(input: SignInInput): Promise<{ ok: true }> {
  return api.post<{ ok: true }>("/auth/sign-in", input);
}

export function signUpRequest(input: SignUpData): Promise<{ ok: true }> {
  return api.post<{ ok: true }>("/auth/sign-up", input);
}

/** Ends every session of the user on the server (204). */
export function signOutRequest(): Promise<void> {
  return api.post<void>("/auth/sign-out", {});
}

export interface AdminExistsResponse {
  hasAdmin: boolean;
  /** This viewer could claim admin now (none yet, and listed in ADMIN_EMAILS when the office set it). */
  mayClaim: boolean;
}

/** Whether any admin exists yet; only asked for a signed-in user (the first-admin claim). */
export function useAdminExistsQuery(enabled: boolean) {
  return useQuery({
    queryKey: adminExistsQueryKey,
    queryFn: ({ signal }) => api.get<AdminExistsResponse>("/admin/exists", { signal }),
    enabled,
    retry: 1,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export interface ClaimAdminResponse {
  granted: boolean;
}

export function useClaimAdminMutation() {
  return useMutation({ mutationFn: () => api.post<ClaimAdminResponse>("/admin/claim", {}) });
}
