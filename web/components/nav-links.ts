import { Calendar, Home, type LucideIcon, MessageSquare, Newspaper, Users } from "lucide-react";

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
  // From 768 to 1023 px the logo is the way home: the row needs the room for the search button.
  { to: "/", label: "Home", largeOnly: true },
  { to: "/alumni", label: "Alumni" },
  { to: "/events", label: "Events" },
  { to: "/news", label: "News" },
  { to: "/house-cup", label: "House Cup" },
  // Issue 15: one entry for class years, chapters, mentors and jobs (the hub links to each).
  { to: "/community", label: "Community", largeOnly: true },
  { to: "/messages", label: "Messages", signedInOnly: true },
  { to: "/profile", label: "My Profile", signedInOnly: true },
];

/** A link with its icon: the mobile bar's entries and the admin sidebar's (`ADMIN_NAV_ITEMS`). */
export interface IconNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * Mobile bottom navigation (spec §2, changed by issue 21, decision 094): four pages and
 * 'More'. A member's bar swaps News (moved into 'More') for Messages with its unread count.
 */
export const MOBILE_NAV_ITEMS: readonly IconNavItem[] = [
  { to: "/", label: "Home", icon: Home },
  { to: "/news", label: "News", icon: Newspaper },
  { to: "/events", label: "Events", icon: Calendar },
  { to: "/alumni", label: "Alumni", icon: Users },
];
export const MEMBER_MOBILE_NAV_ITEMS: readonly IconNavItem[] = [
  { to: "/", label: "Home", icon: Home },
  { to: "/events", label: "Events", icon: Calendar },
  { to: "/alumni", label: "Alumni", icon: Users },
  { to: "/messages", label: "Messages", icon: MessageSquare },
];

export interface MoreMenuItem {
  to: string;
  label: string;
  /** Only in a member's menu (a visitor has it in the bar). */
  membersOnly?: boolean;
  /** Pages under another path that belong to this entry ('More' shows as current there). */
  alsoUnder?: string;
}

/**
 * The bottom navigation's 'More' menu, each page by name: what the bar has no room for,
 * the community pages first (issue 21: they hid behind an unlabelled icon).
 */
export const MORE_MENU_ITEMS: readonly MoreMenuItem[] = [
  { to: "/jobs", label: "Jobs" },
  { to: "/mentors", label: "Mentors" },
  { to: "/chapters", label: "Chapters" },
  // The community page opens a class year's page (and lists the three above).
  { to: "/community", label: "Class years", alsoUnder: "/classes" },
  { to: "/news", label: "News", membersOnly: true },
  { to: "/house-cup", label: "House Cup" },
];
