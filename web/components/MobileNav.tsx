import { Ellipsis } from "lucide-react";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { useAuth } from "@/auth/auth-context";
import { Link, NavLink, useLocation } from "@/lib/router";
import { cn } from "@/lib/utils";
import { MEMBER_MOBILE_NAV_ITEMS, MOBILE_NAV_ITEMS, MORE_MENU_ITEMS, type MoreMenuItem } from "./nav-links";
import { MessagesUnreadBadge } from "./signed-in-lazy";

const TAB =
  "relative flex h-mobile-nav w-full flex-col items-center justify-center gap-1 text-xs font-medium";
const tabIcon = (active: boolean) =>
  cn("flex h-7 w-12 items-center justify-center rounded-full", active && "bg-gold-200");

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);
const isCurrent = (pathname: string, item: MoreMenuItem) =>
  under(pathname, item.to) || (item.alsoUnder !== undefined && under(pathname, item.alsoUnder));

/**
 * Bottom navigation for small screens (spec §2; issue 21, decision 094): four pages (a member's
 * include Messages with its unread count) and 'More', which names the rest: the community
 * pages, News or House Cup. The layout leaves it out of /admin.
 */
export function MobileNav() {
  const { memberLayout } = useAuth();
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const tabs = memberLayout ? MEMBER_MOBILE_NAV_ITEMS : MOBILE_NAV_ITEMS;
  const more = MORE_MENU_ITEMS.filter((item) => !item.membersOnly || memberLayout);
  const moreCurrent = more.some((item) => isCurrent(pathname, item));

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on navigation only
  useEffect(() => setMoreOpen(false), [pathname]);
  // Escape or a tap outside the bar closes the menu; Escape gives focus back to 'More'.
  useEffect(() => {
    if (!moreOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMoreOpen(false);
      moreButton.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setMoreOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [moreOpen]);

  return (
    <nav
      ref={root}
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {tabs.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === "/"}
              className={({ isActive }) => cn(TAB, isActive ? "text-navy-900" : "text-muted-foreground")}
            >
              {({ isActive }) => (
                <>
                  <span className={tabIcon(isActive)}>
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {label}
                  {/* After the label, so the link reads 'Messages (2 unread)'; drawn on the icon. */}
                  {to === "/messages" ? (
                    <Suspense fallback={null}>
                      <MessagesUnreadBadge className="absolute top-1.5 left-1/2 ml-1" />
                    </Suspense>
                  ) : null}
                </>
              )}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            ref={moreButton}
            type="button"
            aria-expanded={moreOpen}
            aria-controls={menuId}
            onClick={() => setMoreOpen((open) => !open)}
            className={cn(TAB, moreOpen || moreCurrent ? "text-navy-900" : "text-muted-foreground")}
          >
            <span className={tabIcon(moreOpen || moreCurrent)}>
              <Ellipsis aria-hidden="true" className="size-5" />
            </span>
            More
          </button>
        </li>
      </ul>
      {/* After the bar in the page's order, so Tab goes from 'More' into its entries. */}
      <ul
        id={menuId}
        aria-label="More pages"
        hidden={!moreOpen}
        className="absolute inset-x-0 bottom-full grid grid-cols-2 gap-1 border-t border-border bg-background p-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
      >
        {more.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={isCurrent(pathname, item) ? "page" : undefined}
              onClick={() => setMoreOpen(false)}
              className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-navy-900 hover:bg-accent aria-[current=page]:bg-gold-100"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
