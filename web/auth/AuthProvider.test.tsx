import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryLocation } from "wouter/memory-location";
import { Router } from "@/lib/router";
import { AuthProvider } from "./AuthProvider";
import { useAuth } from "./auth-context";

afterEach(() => vi.unstubAllGlobals());

const member = {
  viewer: {
    user: { id: "u1", email: "m@example.org", name: "M", emailVerified: true },
    roles: [],
    profileId: null,
  },
};

describe("AuthProvider", () => {
  it("forgets what the signed-out member was shown, so the next person never sees it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === "/api/v1/me"
          ? new Response(JSON.stringify(member), { status: 200 })
          : new Response(null, { status: 204 }),
      ),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A directory list fetched while signed in: member fields of other alumni (not on screen now).
    const listKey = ["profiles", "list", { limit: 500 }];
    queryClient.setQueryData(listKey, { profiles: [{ id: "p1", display_name: "A B", phone: "+91 555" }] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <Router hook={memoryLocation().hook}>
          <AuthProvider>{children}</AuthProvider>
        </Router>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.user?.email).toBe("m@example.org"));

    await act(() => result.current.signOut());

    expect(result.current.user).toBeNull();
    expect(queryClient.getQueryData(listKey)).toBeUndefined();
  });
});
