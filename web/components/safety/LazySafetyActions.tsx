import { type ComponentProps, lazy, Suspense } from "react";
import { useAuth } from "@/auth/auth-context";
import { useHydrated } from "@/lib/use-hydrated";
import type { SafetyActions as Actions } from "./SafetyActions";

const SafetyActions = lazy(() => import("./SafetyActions").then((m) => ({ default: m.SafetyActions })));

/**
 * Block, Report and Inform the office of a death where a signed-in member looks at someone
 * else's page; nothing for visitors or for oneself. Its own chunk: the public profile page's scripts (issue 12's budget) do not
 * carry it. Never in the server's HTML: a button painted before its chunk arrives would drop
 * the tap (issue 22's lost taps); it appears once the page is live, ready to use.
 */
export function LazySafetyActions(props: ComponentProps<typeof Actions>) {
  const { user } = useAuth();
  const hydrated = useHydrated();
  if (!hydrated || !user || user.id === props.userId) return null;
  return (
    <Suspense fallback={null}>
      <SafetyActions {...props} />
    </Suspense>
  );
}
