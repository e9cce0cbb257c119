import { NavLink } from "@/lib/router";
import { cn } from "@/lib/utils";
import { MOBILE_NAV_ITEMS } from "./nav-links";

/** Bottom navigation for small screens (spec §2); the layout leaves it out of /admin. */
export function MobileNav() {
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {MOBILE_NAV_ITEMS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === "/"}
              className={({ isActive }) =>
                cn(
                  "flex h-mobile-nav flex-col items-center justify-center gap-1 text-xs font-medium",
                  isActive ? "text-navy-900" : "text-muted-foreground",
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      "flex h-7 w-12 items-center justify-center rounded-full",
                      isActive && "bg-gold-200",
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
