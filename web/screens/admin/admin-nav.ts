import {
  Calendar,
  Flag,
  Flower2,
  GraduationCap,
  History,
  LayoutDashboard,
  Mail,
  Newspaper,
  Settings,
  Trophy,
  UserCheck,
  UserCog,
  Users,
} from "lucide-react";
import type { IconNavItem } from "@/components/nav-links";

/** The seven sidebar entries of spec §2 Admin area, in order, 'Newsletter' (issue 11) before Settings, the Activity Log (issue 13), Reports (issue 28), the School roll, In memoriam and Sign-ups (issue 26). */
export const ADMIN_NAV_ITEMS: readonly IconNavItem[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/alumni", label: "Alumni Management", icon: Users },
  { to: "/admin/events", label: "Event Management", icon: Calendar },
  { to: "/admin/news", label: "News Management", icon: Newspaper },
  { to: "/admin/competitions", label: "Competitions", icon: Trophy },
  { to: "/admin/users", label: "User Roles", icon: UserCog },
  { to: "/admin/newsletter", label: "Newsletter", icon: Mail },
  { to: "/admin/settings", label: "Settings", icon: Settings },
  { to: "/admin/activity", label: "Activity Log", icon: History },
  { to: "/admin/reports", label: "Reports", icon: Flag },
  { to: "/admin/roll", label: "School roll", icon: GraduationCap },
  { to: "/admin/in-memoriam", label: "In memoriam", icon: Flower2 },
  { to: "/admin/sign-ups", label: "Sign-ups", icon: UserCheck },
];

/** Breadcrumb names of the second path segment (spec §2 Admin area). */
export const ADMIN_SECTION_LABELS: Readonly<Record<string, string>> = {
  alumni: "Alumni Management",
  events: "Event Management",
  news: "News Management",
  competitions: "Competitions",
  users: "User Management",
  newsletter: "Newsletter",
  settings: "Settings",
  activity: "Activity Log",
  reports: "Reports",
  roll: "School roll",
  "in-memoriam": "In memoriam",
  "sign-ups": "Sign-ups",
};

/** Breadcrumb names of the third path segment (spec §2 Admin area). */
export const ADMIN_ACTION_LABELS: Readonly<Record<string, string>> = {
  view: "View Details",
  edit: "Edit",
  new: "Create New",
  "alumni-cup": "Alumni Cup rules",
};

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** Breadcrumb trail for an /admin path: Dashboard › section › action. */
export function adminBreadcrumb(pathname: string): Crumb[] {
  const [admin, section, action] = pathname.split("/").filter(Boolean);
  if (admin !== "admin") return [];
  const crumbs: Crumb[] = [{ label: "Dashboard", to: "/admin" }];
  if (section) crumbs.push({ label: ADMIN_SECTION_LABELS[section] ?? section, to: `/admin/${section}` });
  if (section && action) crumbs.push({ label: ADMIN_ACTION_LABELS[action] ?? action });
  const last = crumbs[crumbs.length - 1];
  crumbs[crumbs.length - 1] = { label: last.label };
  return crumbs;
}
