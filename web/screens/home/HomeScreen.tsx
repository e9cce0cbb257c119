import type { EventDto } from "@contract/dto";
import type { HouseLeaderDto } from "@contract/home";
import { SCREEN_MESSAGES } from "@contract/ui-text";
import { ArrowRight, Calendar, Clock, type LucideIcon, MapPin, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { useHomeQuery } from "@/api/home";
import { useAuth } from "@/auth/auth-context";
import { AlumniCard, AlumniCardSkeleton } from "@/components/alumni/AlumniCard";
import { NewsCard, NewsCardSkeleton } from "@/components/news/NewsCard";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { readableTextOn, safeColor } from "@/lib/contrast";
import { usePageMeta } from "@/lib/page-meta";
import { Link } from "@/lib/router";
import { eventDate, eventTime } from "../events/event-format";
import { Hero, TAGLINE } from "./Hero";
import { NewsletterSignup } from "./NewsletterSignup";
import { QuickActions } from "./QuickActions";
import { StatisticsStrip } from "./StatisticsStrip";

/** Home (spec §2): hero, statistics, featured news and alumni, quick actions, House Cup leader, next event. */
export function HomeScreen() {
  usePageMeta({ title: "Home", description: TAGLINE });
  const { user } = useAuth();
  const home = useHomeQuery(Boolean(user));
  const data = home.data;

  return (
    <div className="pb-12">
      <Hero />
      <StatisticsStrip statistics={data?.statistics} failed={home.isError} />

      <div className="mx-auto mt-10 grid w-full max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-3">
        <div className="flex flex-col gap-10 lg:col-span-2">
          <FeaturedSection {...FEATURED.news} query={home} items={data?.featured_news}>
            {(n) => <NewsCard key={n.id} article={n} compact />}
          </FeaturedSection>
          <FeaturedSection {...FEATURED.alumni} query={home} items={data?.featured_alumni}>
            {(p) => <AlumniCard key={p.id} profile={p} />}
          </FeaturedSection>
        </div>

        <aside aria-label="At a glance" className="flex flex-col gap-6">
          <QuickActions />
          <HouseLeaderCard leader={data?.house_leader} loading={home.isPending} />
          <UpcomingEventCard event={data?.upcoming_event} loading={home.isPending} />
          <NewsletterSignup />
        </aside>
      </div>
    </div>
  );
}

/** The featured sections: each one's heading, link to all, line when there are none, and skeleton card. */
const FEATURED = {
  news: {
    id: "home-news-title",
    title: "Latest News",
    more: { to: "/news", label: "View All" },
    empty: "No news yet.",
    skeleton: (i: number) => <NewsCardSkeleton key={i} />,
  },
  alumni: {
    id: "home-alumni-title",
    title: "Featured Alumni",
    more: { to: "/alumni", label: "Browse Alumni" },
    empty: "No featured alumni yet.",
    skeleton: (i: number) => <AlumniCardSkeleton key={i} />,
  },
};

/** A link under a home section or card to the page with all of it. */
function MoreLink({ to, label, className }: { to: string; label: string; className: string }) {
  return (
    <Button asChild variant="link" className={className}>
      <Link to={to}>
        {label} <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/**
 * A home section of three cards (news, alumni): its heading with the link to all of them, the
 * cards (skeletons while loading), and a line when there are none or the load failed.
 */
function FeaturedSection<T>({
  id,
  title,
  more,
  query,
  items,
  empty,
  skeleton,
  children,
}: {
  id: string;
  title: string;
  more: { to: string; label: string };
  query: { isPending: boolean; isError: boolean };
  items: T[] | undefined;
  empty: string;
  skeleton: (i: number) => ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <MoreLink {...more} className="px-0" />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {query.isPending ? [0, 1, 2].map(skeleton) : (items ?? []).map(children)}
      </div>
      {items && items.length === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
      {query.isError ? <p className="text-sm text-muted-foreground">{SCREEN_MESSAGES.dataError}</p> : null}
    </section>
  );
}

/**
 * A card beside the home sections (House Cup leader, next event): its title, a skeleton while
 * loading, the item, a line when there is none (null) or the load failed (undefined), and the
 * link to the whole page.
 */
function GlanceCard<T>({
  icon: Icon,
  title,
  loading,
  skeletonClassName,
  item,
  none,
  more,
  children,
}: {
  icon: LucideIcon;
  title: string;
  loading: boolean;
  skeletonClassName: string;
  item: T | null | undefined;
  none: string;
  more: { to: string; label: string };
  children: (item: T) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-gold-700" /> {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className={skeletonClassName} />
        ) : item === undefined ? (
          <p className="text-sm text-muted-foreground">{SCREEN_MESSAGES.dataError}</p>
        ) : item ? (
          children(item)
        ) : (
          <p className="text-sm text-muted-foreground">{none}</p>
        )}
        <MoreLink {...more} className="mt-2 px-0" />
      </CardContent>
    </Card>
  );
}

/** The at-a-glance cards: each one's title, skeleton height, line when there is none, and link. */
const GLANCE = {
  leader: {
    icon: Trophy,
    title: "House Cup Leader",
    skeletonClassName: "h-20",
    none: "No standings yet.",
    more: { to: "/house-cup", label: "Full standings" },
  },
  event: {
    icon: Calendar,
    title: "Upcoming Event",
    skeletonClassName: "h-24",
    none: "No upcoming events.",
    more: { to: "/events", label: "All events" },
  },
};

function HouseLeaderCard({ leader, loading }: { leader?: HouseLeaderDto | null; loading: boolean }) {
  return (
    <GlanceCard {...GLANCE.leader} loading={loading} item={leader}>
      {(leader) => {
        const bg = safeColor(leader.color);
        return (
          <div
            className="flex items-center justify-between rounded-lg px-4 py-4"
            style={{ backgroundColor: bg, color: readableTextOn(bg, leader.text_color) }}
          >
            <div>
              <p className="text-xs font-semibold tracking-wide uppercase">1st place</p>
              <p className="font-serif text-2xl font-bold">{leader.name}</p>
            </div>
            <p className="text-right">
              <span className="block font-serif text-3xl font-bold">{leader.points}</span>
              <span className="text-xs">points</span>
            </p>
          </div>
        );
      }}
    </GlanceCard>
  );
}

function UpcomingEventCard({ event, loading }: { event?: EventDto | null; loading: boolean }) {
  return (
    <GlanceCard {...GLANCE.event} loading={loading} item={event}>
      {(event) => (
        <div className="flex flex-col gap-2">
          <Badge variant="outline" className="self-start">
            {event.category}
          </Badge>
          <h3 className="font-serif text-lg font-semibold">{event.title}</h3>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Calendar aria-hidden="true" className="size-4" />
            <time dateTime={event.start_date}>{eventDate(event)}</time>
            <Clock aria-hidden="true" className="ml-2 size-4" />
            {eventTime({ ...event, end_date: null })}
          </p>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4" />
            {event.is_virtual ? "Virtual" : (event.location ?? "")}
          </p>
        </div>
      )}
    </GlanceCard>
  );
}
