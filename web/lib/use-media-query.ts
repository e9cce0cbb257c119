import { useSyncExternalStore } from "react";

/**
 * Whether the window matches a media query, kept current as it is resized. For a layout that
 * CSS alone cannot give without rendering a control twice (one copy hidden would still be
 * found by its text and counted twice). False while rendering on the server.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
