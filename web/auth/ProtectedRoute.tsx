import type { ReactNode } from "react";
import { LoadingIndicator } from "@/components/ui/spinner";
import { Navigate } from "@/lib/router";
import { useSignInPath } from "@/lib/use-sign-in-path";
import { useAuth } from "./auth-context";

/**
 * Login required (spec §2): a full-screen spinner while the session loads, else /auth for
 * visitors, carrying the page they wanted so that signing in returns there (issue 21).
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  const signInPath = useSignInPath();
  if (loading) return <LoadingIndicator fullScreen />;
  if (!user) return <Navigate to={signInPath} replace />;
  return children;
}
