import type { ReactNode } from "react";
import { LoadingIndicator } from "@/components/ui/spinner";
import { Navigate } from "@/lib/router";
import { useAuth } from "./auth-context";

/** Admin role required (spec §2): signed-out and non-admin visitors go to /. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { loading, isAdmin } = useAuth();
  if (loading) return <LoadingIndicator fullScreen />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}
