import { createContext, useContext } from "react";
import { useLocation } from "@/lib/router";

/**
 * The site's origin while the server renders a page (PUBLIC_URL; there is no `window`
 * there); null in the browser, which reads its own. Provided by App.
 */
export const ServerOriginContext = createContext<string | null>(null);

/** The current page's absolute address without its query, on the server and in the browser. */
export function usePageUrl(): string {
  const { pathname } = useLocation();
  const serverOrigin = useContext(ServerOriginContext);
  return `${serverOrigin ?? window.location.origin}${pathname}`;
}
