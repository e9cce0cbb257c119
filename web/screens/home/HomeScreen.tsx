import type { EventDto } from "@contract/dto";
import type { HouseLeaderDto } from "@contract/home";
import { SCREEN_MESSAGES } from "@contract/ui-text";
import { ArrowRight, Calendar, Clock, MapPin, Trophy } from "lucide-react";
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
          <section aria-labelledby="home-news-title">
            <div className="mb-4 flex items-center justify-between gap-4">
              <h2 id="home-news-title" className="text-2xl font-bold">
                Latest News
              </h2>
              <Button asChild variant="link" className="px-0">
                <Link to="/news">
                  View All <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
            <div className="grid gap-4 md:grid-cols-3">
              {home.isPending
                ? [0, 1, 2].map((i) => <NewsCardSkeleton key={i} />)
                : (data?.featured_news ?? []).map((n) => <NewsCard key={n.id} article={n} compact />)}
            </div>
            {data && data.featured_news.length === 0 ? (
              <p className="text-sm text-muted-foreground">No news yet.</p>
            ) : null}
            {home.isError ? (
              <p className="text-sm text-muted-foreground">{SCREEN_MESSAGES.dataError}</p>
            ) : null}
          </section>

          <section aria-labelledby="home-alumni-title">
            <div className="mb-4 flex items-center justify-between gap-4">
              <h2 id="home-alumni-title" className="text-2xl font-bold">
                Featured Alumni
              </h2>
              <Button asChild variant="link" className="px-0">
                <Link to="/alumni">
                  Browse Alumni <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
            <div className="grid gap-4 md:grid-cols-3">
              {home.isPending
                ? [0, 1, 2].map((i) => <AlumniCardSkeleton key={i} />)
                : (data?.featured_alumni ?? []).map((p) => <AlumniCard key={p.id} profile={p} />)}
            </div>
            {data && data.featured_alumni.length === 0 ? (
              <p className="text-sm text-muted-foreground">No featured alumni yet.</p>
            ) : null}
            {home.isError ? (
              <p className="text-sm text-muted-foreground">{SCREEN_MESSAGES.dataError}</p>
            ) : null}
          </section>
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

function HouseLeaderCard({ leader, loading }: { leader?: HouseLeaderDto | null; loading: boolean }) {
  const bg = safeColor(leader?.color);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden="true" className="size-5 text-gold-700" /> House Cup Leader
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-20" />
        ) : leader === undefined ? (
          <p className="text-sm text-muted-foreground">{SCREEN_MESSAGES.dataError}</p>
        ) : leader ? (
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
        ) : (
          <p className="text-sm text-muted-foreground">No standings yet.</p>
        )}
        <Button asChild variant="link" className="mt-2 px-0">
          <Link to="/house-cup">
            Full standings <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function UpcomingEventCard({ event, loading }: { event?: EventDto | null; loading: boolean }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2">
          <Calendar aria-hidden="true" className="size-5 text-gold-700" /> Upcoming Event
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-24" />
        ) : event === undefined ? (
          <p className="text-sm text-muted-foreground">{SCREEN_MESSAGES.dataError}</p>
        ) : event ? (
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
        ) : (
          <p className="text-sm text-muted-foreground">No upcoming events.</p>
        )}
        <Button asChild variant="link" className="mt-2 px-0">
          <Link to="/events">
            All events <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
