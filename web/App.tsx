import { LIMITS } from "@contract/constants";
import { QueryClientProvider } from "@tanstack/react-query";
import { Tooltip } from "radix-ui";
import { useState } from "react";
import { BrowserRouter } from "react-router";
import { createQueryClient } from "@/api/query-client";
import { AuthProvider } from "@/auth/AuthProvider";
import { Toaster } from "@/components/ui/toaster";
import { AppRoutes } from "./routes";

/** Providers (data cache, router, authentication, tooltips, toasts) around the route table. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthProvider>
          <Tooltip.Provider delayDuration={LIMITS.tooltipDelayMs}>
            <AppRoutes />
            <Toaster />
          </Tooltip.Provider>
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
