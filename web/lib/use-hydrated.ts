import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in a server-rendered page until React has hydrated it, then true (always true in a
 * page the browser rendered). A form's submit button is disabled until then: before
 * hydration the browser would submit the form itself, as a GET with the fields in the
 * address (issue 12).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
