import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true after (and from the
 * start in a page the browser renders itself): what a server-rendered control must be before
 * its script has arrived (issue 22 item 5: a plain form field) and what it may be after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
