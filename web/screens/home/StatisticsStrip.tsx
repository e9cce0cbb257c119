import { FALLBACK_STATISTICS, TREND_THRESHOLD } from "@contract/constants";
import type { HomeStatistics } from "@contract/home";
import { SCREEN_MESSAGES } from "@contract/ui-text";
import type { LucideIcon } from "lucide-react";
import { Award, Calendar, MapPin, TriangleAlert, Users } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount } from "@/lib/format-count";

const FALLBACK: HomeStatistics = {
  alumni: FALLBACK_STATISTICS.alumni,
  upcoming_events: FALLBACK_STATISTICS.upcomingEvents,
  cities: FALLBACK_STATISTICS.cities,
  achievements: FALLBACK_STATISTICS.achievements,
};

/** Spec §2/§9: four tiles; on failure 'Unable to load statistics' with the fallback figures. */
export function StatisticsStrip({ statistics, failed }: { statistics?: HomeStatistics; failed: boolean }) {
  const stats = failed ? FALLBACK : statistics;
  const tiles: Array<{ label: string; value?: number; icon: LucideIcon; note?: string }> = [
    {
      label: "Active Alumni",
      value: stats?.alumni,
      icon: Users,
      note: stats
        ? stats.alumni > TREND_THRESHOLD
          ? SCREEN_MESSAGES.trendGrowing
          : SCREEN_MESSAGES.trendSteady
        : undefined,
    },
    { label: "Upcoming Events", value: stats?.upcoming_events, icon: Calendar },
    { label: "Cities Represented", value: stats?.cities, icon: MapPin },
    { label: "Recent Achievements", value: stats?.achievements, icon: Award },
  ];
  return (
    <section aria-labelledby="stats-title" className="mx-auto -mt-6 w-full max-w-7xl px-4 sm:px-6 md:-mt-10">
      <h2 id="stats-title" className="sr-only">
        Network statistics
      </h2>
      {failed ? (
        <p
          role="alert"
          className="mb-2 inline-flex items-center gap-2 rounded-md bg-background px-3 py-1.5 text-sm font-medium text-destructive shadow-sm"
        >
          <TriangleAlert aria-hidden="true" className="size-4" />
          {SCREEN_MESSAGES.statisticsError}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {tiles.map(({ label, value, icon: Icon, note }) => (
          <div key={label} className="rounded-xl border border-border bg-card p-4 shadow-sm md:p-5">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <Icon aria-hidden="true" className="size-4 text-gold-700" />
              {label}
            </dt>
            <dd className="mt-2 font-serif text-2xl font-bold text-navy-900 md:text-3xl">
              {value === undefined ? <Skeleton className="h-8 w-16" /> : formatCount(value)}
            </dd>
            {note ? <dd className="mt-1 text-xs font-medium text-success">{note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
