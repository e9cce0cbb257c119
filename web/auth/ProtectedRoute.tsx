import type { ReactNode } from "react";
import { LoadingIndicator } from "@/components/ui/spinner";
import { Navigate } from "@/lib/router";
import { useAuth } from "./auth-context";

/** Login required (spec §2): a full-screen spinner while the session loads, else /auth for visitors. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  if (loading) return <LoadingIndicator fullScreen />;
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}
