import { useEffect } from "react";
import { useLocation } from "@/lib/router";

/** Scrolls to the top when the path changes (a new screen), not on query-string changes. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every path change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
