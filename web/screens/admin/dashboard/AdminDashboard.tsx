import type { AdminDashboardCounts } from "@contract/admin-content";
import { SCREEN_MESSAGES } from "@contract/ui-text";
import {
  Award,
  Calendar,
  History,
  type LucideIcon,
  Newspaper,
  Settings,
  Trophy,
  UserCog,
  Users,
} from "lucide-react";
import { useAdminDashboard } from "@/api/admin-dashboard";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Link } from "@/lib/router";
import { AdminPageHeader } from "../components/AdminPageHeader";
import { StatCard, StatGrid } from "../components/StatCard";
import { ErrorState } from "../components/states";

/** The counters of spec §7 and the achievements awaiting review, each linking to its list. */
const COUNTERS: Array<{ key: keyof AdminDashboardCounts; label: string; icon: LucideIcon; to: string }> = [
  { key: "alumni", label: "Total Alumni", icon: Users, to: "/admin/alumni" },
  { key: "pending_events", label: "Pending Events", icon: Calendar, to: "/admin/events?status=pending" },
  { key: "published_news", label: "Published News", icon: Newspaper, to: "/admin/news" },
  { key: "ongoing_competitions", label: "Active Competitions", icon: Trophy, to: "/admin/competitions" },
  {
    key: "achievements_to_review",
    label: "Achievements to Review",
    icon: Award,
    to: "/admin/news?status=draft",
  },
];

const QUICK_LINKS = [
  {
    to: "/admin/users",
    label: "User Management",
    text: "Assign and remove admin, moderator and user roles",
    icon: UserCog,
  },
  {
    to: "/admin/settings",
    label: "Settings",
    text: "Houses, site name, contact e-mail and upload size",
    icon: Settings,
  },
  {
    to: "/admin/activity",
    label: "Activity Log",
    text: "Every admin change: who, what and when",
    icon: History,
  },
];

/**
 * Spec §2 Dashboard: four counters (spec §7) linking to their sections, the members'
 * achievements awaiting review (issue 21), and quick links.
 */
export function AdminDashboard() {
  const { data, isPending, isError, refetch } = useAdminDashboard();
  return (
    <>
      <AdminPageHeader title="Admin Dashboard" description="Manage the alumni network at a glance." />
      {isError ? (
        <ErrorState message={SCREEN_MESSAGES.dataError} onRetry={() => refetch()} />
      ) : (
        <StatGrid wide>
          {COUNTERS.map(({ key, label, icon, to }) => (
            <StatCard key={key} label={label} value={data?.[key]} icon={icon} to={to} loading={isPending} />
          ))}
        </StatGrid>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Quick Actions</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {QUICK_LINKS.map(({ to, label, text, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="flex items-start gap-3 rounded-lg border border-border p-4 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-700" />
              <span>
                <span className="block font-medium text-navy-900">{label}</span>
                <span className="block text-sm text-muted-foreground">{text}</span>
              </span>
            </Link>
          ))}
        </CardContent>
      </Card>
    </>
  );
}
