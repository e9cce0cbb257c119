import { signInPathFor } from "./next-path";
import { useLocation } from "./router";

/** The sign-in page that brings the visitor back to the page they are on (issue 21, item 3). */
export function useSignInPath(): string {
  const { pathname, search } = useLocation();
  return signInPathFor(`${pathname}${search}`);
}
