import { createContext, useContext, useDeferredValue } from "react";

/**
 * True around an app the browser renders from scratch (no server-rendered page to hydrate:
 * web/main.tsx), where useHydrated is true at once.
 */
export const RenderedInBrowser = createContext(false);

/**
 * False in a server-rendered page until React has hydrated it, then true (always true in an app
 * the browser rendered from scratch). A form's submit button is disabled until then: before
 * hydration the browser would submit the form itself, as a GET with the fields in the address
 * (issue 12).
 *
 * A deferred value (React's `useDeferredValue` with an initial value) rather than an external
 * store: the server and the hydration render `false`, and the switch to `true` is a transition,
 * which React renders in slices of a few milliseconds. A store's change is always rendered in one
 * task, and on /alumni that task (every filter swapping its native select for the app's) was the
 * page's longest after hydration (decision 163). In a tab that landed on a server-rendered page,
 * a screen opened later also starts from `false` for one render, then switches the same way.
 */
export function useHydrated(): boolean {
  return useDeferredValue(true, useContext(RenderedInBrowser) ? undefined : false);
}
