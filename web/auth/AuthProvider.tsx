import type { MeResponse, SignInInput, SignUpData } from "@contract/auth";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { meQueryKey, signInRequest, signOutRequest, signUpRequest, useMeQuery } from "@/api/auth";
import { useNavigate } from "@/lib/router";
import { AuthContext, type AuthState } from "./auth-context";

const SIGNED_OUT: MeResponse = { viewer: null };
const NO_ROLES: readonly string[] = [];

/** Spec §4: before each sign-in or sign-up any current session is ended; a failure there is ignored. */
async function endCurrentSession() {
  try {
    await signOutRequest();
  } catch {
    // Nobody was signed in, or the server is unreachable: the sign-in call that follows will tell.
  }
}

/** The server's mark on a signed-in member's shell (server/pages/spa.ts); none in a server render. */
function markedSignedIn(): boolean {
  return typeof document !== "undefined" && document.documentElement.dataset.viewer === "member";
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useMeQuery();
  const [marked] = useState(markedSignedIn);

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: meQueryKey, exact: true });
  }, [queryClient]);

  /**
   * Forget cached data that belonged to the previous viewer: reset, not just mark stale, so a
   * screen opened later never shows it while refetching (or after a failed refetch).
   */
  const resetViewerData = useCallback(async () => {
    await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  }, [queryClient]);

  const signIn = useCallback(
    async (input: SignInInput) => {
      await endCurrentSession();
      queryClient.setQueryData(meQueryKey, SIGNED_OUT);
      await signInRequest(input);
      await refresh();
      await resetViewerData();
    },
    [queryClient, refresh, resetViewerData],
  );

  const signUp = useCallback(
    async (input: SignUpData) => {
      await endCurrentSession();
      queryClient.setQueryData(meQueryKey, SIGNED_OUT);
      await signUpRequest(input);
      await refresh();
    },
    [queryClient, refresh],
  );

  const signOut = useCallback(async () => {
    await queryClient.cancelQueries({ queryKey: meQueryKey });
    queryClient.setQueryData(meQueryKey, SIGNED_OUT);
    try {
      await signOutRequest();
    } catch (error) {
      console.error("Sign-out on the server failed", error);
    }
    await resetViewerData();
    navigate("/auth");
  }, [queryClient, navigate, resetViewerData]);

  const viewer = me.data?.viewer ?? null;
  const value = useMemo<AuthState>(
    () => ({
      loading: me.isPending,
      user: viewer?.user ?? null,
      memberLayout: viewer !== null || (me.isPending && marked),
      roles: viewer?.roles ?? NO_ROLES,
      profileId: viewer?.profileId ?? null,
      isAdmin: viewer?.roles.includes("admin") ?? false,
      signIn,
      signUp,
      signOut,
      refresh,
    }),
    [me.isPending, marked, viewer, signIn, signUp, signOut, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
