import { useQuery } from "@tanstack/react-query";
import { api } from "./client";

/** Sign-in providers the server has configured (decision 068). */
export interface SignInProvider {
  id: string;
  name: string;
}

export function useSignInProvidersQuery() {
  return useQuery({
    queryKey: ["auth", "providers"],
    queryFn: ({ signal }) => api.get<{ providers: SignInProvider[] }>("/auth/providers", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Asks Better Auth for the provider's sign-in address; the browser then goes there. A known
 * member comes back to `next` (a path of this site; Better Auth checks it too).
 */
export async function startProviderSignIn(provider: string, next = "/"): Promise<string> {
  const res = await fetch("/api/auth/sign-in/social", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      provider,
      callbackURL: next,
      newUserCallbackURL: "/profile",
      errorCallbackURL: "/auth",
    }),
  });
  const body = (await res.json().catch(() => null)) as { url?: unknown } | null;
  if (!res.ok || typeof body?.url !== "string")
    throw new Error(`sign-in with ${provider} could not start (${res.status})`);
  return body.url;
}
