import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { createQueryClient } from "@/api/query-client";
import { AuthProvider } from "@/auth/AuthProvider";
import { ToasterSlot } from "@/components/ToasterSlot";
import { ServerOriginContext } from "@/lib/page-url";
import { Router } from "@/lib/router";
import { AppRoutes } from "./routes";

/**
 * Providers (data cache, router, authentication) around the route table, and the toasts'
 * slot (sonner loads with the first toast).
 * The browser passes the query cache the server filled (web/ssr/query-state.ts) when it
 * hydrates a server-rendered page; the server (web/entry-server.tsx) passes its cache and the
 * page's address, which the router reads instead of the address bar.
 */
export function App({
  queryClient,
  location,
  origin = null,
}: {
  queryClient?: QueryClient;
  location?: string;
  /** The site's origin, given by the server render (no `window` there). */
  origin?: string | null;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const app = (
    <AuthProvider>
      <AppRoutes />
      <ToasterSlot />
    </AuthProvider>
  );
  return (
    <QueryClientProvider client={client}>
      <ServerOriginContext.Provider value={origin}>
        {/* In the browser the router reads the address bar; on the server, the page's address. */}
        {location === undefined ? app : <Router ssrPath={location}>{app}</Router>}
      </ServerOriginContext.Provider>
    </QueryClientProvider>
  );
}
