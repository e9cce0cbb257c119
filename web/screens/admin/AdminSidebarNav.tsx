import { SchoolCrest } from "@/components/SchoolCrest";
import { NavLink } from "@/lib/router";
import { cn } from "@/lib/utils";
import { ADMIN_NAV_ITEMS } from "./admin-nav";

/** Sidebar content (logo and the seven admin entries); used by the fixed sidebar and the mobile drawer. */
export function AdminSidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="on-dark flex h-full flex-col bg-navy-900 text-navy-50">
      <div className="flex h-header items-center gap-2 border-b border-navy-700 px-4">
        <SchoolCrest className="size-8" />
        <span className="font-serif text-lg font-bold text-white">Admin</span>
      </div>
      <nav aria-label="Admin" className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {ADMIN_NAV_ITEMS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === "/admin"}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-3 rounded-md border-l-4 px-3 py-2.5 text-sm font-medium transition-colors",
                    isActive
                      ? "border-gold-400 bg-navy-700 text-white"
                      : "border-transparent text-navy-100 hover:bg-navy-800 hover:text-white",
                  )
                }
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
