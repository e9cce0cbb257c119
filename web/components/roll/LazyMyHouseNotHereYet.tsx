import { lazy, Suspense } from "react";
import { useAuth } from "@/auth/auth-context";
import { useHydrated } from "@/lib/use-hydrated";

const MyHouseNotHereYet = lazy(() =>
  import("./MyHouseNotHereYet").then((m) => ({ default: m.MyHouseNotHereYet })),
);

/**
 * The house page's classmates not here yet (issue 26 item 2), for a signed-in member only, in
 * its own chunk loaded after hydration: the public House Cup page's scripts (issue 12's budget)
 * do not carry it, and no page the server renders holds roll names (decision 108).
 */
export function LazyMyHouseNotHereYet() {
  const { user } = useAuth();
  const hydrated = useHydrated();
  if (!hydrated || !user) return null;
  return (
    <Suspense fallback={null}>
      <MyHouseNotHereYet userId={user.id} />
    </Suspense>
  );
}
