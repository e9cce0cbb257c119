/**
 * The app's routing (decision 087): wouter, with the few React Router names the screens use
 * written on top of it, so a screen reads `useNavigate()`, `<Link to>` or `<NavLink>` as it
 * always did. React Router cost every public page ~13 kB of JavaScript (gzip) for features the
 * portal does not use (data routers, loaders, actions); wouter is ~2 kB.
 *
 * Every path is absolute: the route table and every link name the whole address (no nested
 * bases), so a link means the same wherever it is rendered.
 */
import { type AnchorHTMLAttributes, forwardRef, type ReactNode } from "react";
import {
  Redirect,
  useSearch,
  useLocation as useWouterLocation,
  useParams as useWouterParams,
  useSearchParams as useWouterSearchParams,
  Link as WouterLink,
} from "wouter";
import { useHistoryState } from "wouter/use-browser-location";

export { Route, Router, Switch } from "wouter";

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Kept with the history entry; read back with `useLocation().state`. */
  state?: unknown;
}

/** The current address, as `window.location` splits it (search with its "?"). */
export function useLocation(): { pathname: string; search: string; state: unknown } {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const state = useHistoryState();
  return { pathname, search: search ? `?${search}` : "", state };
}

/** A function that goes to another address of the app. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useWouterLocation()[1];
}

/** The matched route's parameters (`/alumni/:id` -> `{ id }`). */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useWouterParams();
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The query string as URLSearchParams, and a setter that navigates to the new one. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((prev: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  return useWouterSearchParams();
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export interface LinkProps extends AnchorProps, NavigateOptions {
  to: string;
}

/** An `<a>` that changes page without reloading (a modified or middle click opens it as usual). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <WouterLink ref={ref} href={to} {...rest} />;
});

interface NavLinkProps extends Omit<AnchorProps, "className" | "children"> {
  to: string;
  /** Active only on this exact address, not on the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode | ((state: { isActive: boolean }) => ReactNode);
}

/** Whether `pathname` is `to` or, unless `end`, a page below it (as React Router's NavLink). */
function isActivePath(pathname: string, to: string, end = false): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/$/, "$1");
  const target = to.toLowerCase();
  return path === target || (!end && target !== "/" && path.startsWith(`${target}/`));
}

/** A navigation link that knows whether it is the current page (`aria-current="page"`). */
export function NavLink({ to, end, className, children, ...rest }: NavLinkProps) {
  const [pathname] = useWouterLocation();
  const isActive = isActivePath(pathname, to, end);
  return (
    <Link
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
      {...rest}
    >
      {typeof children === "function" ? children({ isActive }) : children}
    </Link>
  );
}

/** Goes to `to` as soon as it renders (route guards). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}
