import { Calendar, Home, type LucideIcon, Newspaper, Trophy, Users } from "lucide-react";

export interface NavLinkItem {
  to: string;
  label: string;
  /** Only shown to signed-in users. */
  signedInOnly?: boolean;
  /** Shown in the header's row from 1024 px only; narrower headers have an icon for it. */
  largeOnly?: boolean;
}

/** Header links of spec §2, in order. */
export const HEADER_LINKS: readonly NavLinkItem[] = [
  { to: "/", label: "Home" },
  { to: "/alumni", label: "Alumni" },
  { to: "/events", label: "Events" },
  { to: "/news", label: "News" },
  { to: "/house-cup", label: "House Cup" },
  // Issue 15: one entry for class years, chapters, mentors and jobs (the hub links to each).
  { to: "/community", label: "Community", largeOnly: true },
  { to: "/messages", label: "Messages", signedInOnly: true },
  { to: "/profile", label: "My Profile", signedInOnly: true },
];

export interface MobileNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** Mobile bottom navigation of spec §2, in order. */
export const MOBILE_NAV_ITEMS: readonly MobileNavItem[] = [
  { to: "/", label: "Home", icon: Home },
  { to: "/news", label: "News", icon: Newspaper },
  { to: "/events", label: "Events", icon: Calendar },
  { to: "/alumni", label: "Alumni", icon: Users },
  { to: "/house-cup", label: "House", icon: Trophy },
];
