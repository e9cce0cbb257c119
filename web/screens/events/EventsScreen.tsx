import { SKELETON_COUNTS } from "@contract/constants";
import { EVENT_MESSAGES, SCREEN_MESSAGES } from "@contract/ui-text";
import { CalendarDays, CalendarSync, Plus } from "lucide-react";
import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import { CALENDAR_FEED_PATH, useEventLocationsQuery, useEventsQuery } from "@/api/events";
import { useAuth } from "@/auth/auth-context";
import { ListPager } from "@/components/ListPager";
import { PageContainer } from "@/components/PageContainer";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Count } from "@/components/ui/count";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePageMeta } from "@/lib/page-meta";
import { toast } from "@/lib/toast";
import { EventCard } from "./EventCard";
import { EventFilters } from "./EventFilters";
import { useEventsParams } from "./events-params";

/* Members only, with its form library and schema: its own chunk, so a visitor's /events
   stays within the JavaScript budget (issue 12). */
/* Members only (door volunteers): its own chunk too. */
const DoorLink = lazy(() => import("./DoorLink").then((m) => ({ default: m.DoorLink })));
const ProposeEventDialog = lazy(() =>
  import("./ProposeEventDialog").then((m) => ({ default: m.ProposeEventDialog })),
);

/** /events (spec §2 Events): filters, Upcoming and Past tabs with counts, RSVP and proposals. */
export function EventsScreen() {
  usePageMeta({
    title: "Events",
    description: "Reunions, networking evenings, workshops and sports days of the alumni network.",
  });
  const { user, memberLayout } = useAuth();
  const userId = user?.id ?? null;
  // Search, filters, tab and page in the address (decisions 131 and 133).
  const { filters, asked, update, clear, active, text, setText, tab, page, selectTab, tabHref, hrefFor } =
    useEventsParams();
  // The tab shown is on its asked page; the other one's first page gives its count (and is
  // ready when that tab is chosen).
  const upcoming = useEventsQuery(asked, "upcoming", userId, tab === "upcoming" ? page : 1);
  const past = useEventsQuery(asked, "past", userId, tab === "past" ? page : 1);
  const locations = useEventLocationsQuery();

  const failed = upcoming.isError || past.isError;
  useEffect(() => {
    if (failed) toast.error(EVENT_MESSAGES.fetchFailed, { id: "events-fetch-failed" });
  }, [failed]);

  // The proposal dialog (its form, zod and Radix Dialog) loads on the first click and opens
  // when it has arrived: a click while it loads is not lost, and a reader who never proposes
  // never downloads it.
  const [proposing, setProposing] = useState(false);
  const proposeButton = ({ onClick, loading = false }: { onClick?: () => void; loading?: boolean } = {}) => (
    <Button onClick={onClick} aria-busy={loading || undefined}>
      <Plus aria-hidden="true" />
      {EVENT_MESSAGES.organizeButton}
    </Button>
  );

  return (
    <PageContainer className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-serif text-3xl font-bold text-navy-900 md:text-4xl">Events</h1>
          <p className="mt-2 text-muted-foreground">
            Reunions, networking evenings, workshops and sports days — come and meet your batchmates.
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a
            href={CALENDAR_FEED_PATH}
            title="Add this address to your calendar app to follow every upcoming event"
          >
            <CalendarSync aria-hidden="true" />
            Subscribe to calendar
          </a>
        </Button>
      </div>

      {/* Shown from the first paint of a member's page (decision 145), not moved down by /me. */}
      {memberLayout ? (
        <Card className="flex flex-col items-start gap-4 border-gold-300 bg-gold-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-serif text-xl font-semibold text-navy-900">{EVENT_MESSAGES.organizeTitle}</h2>
            <p className="text-sm text-navy-800">
              Planning a reunion, a talk or a match? Propose it and the alumni office will review it.
            </p>
          </div>
          {proposing ? (
            <Suspense fallback={proposeButton({ loading: true })}>
              <ProposeEventDialog trigger={proposeButton()} initiallyOpen />
            </Suspense>
          ) : (
            proposeButton({ onClick: () => setProposing(true) })
          )}
        </Card>
      ) : null}

      {user ? (
        <Suspense fallback={null}>
          <DoorLink />
        </Suspense>
      ) : null}

      <EventFilters
        text={text}
        onText={setText}
        filters={filters}
        onChange={(patch) => update(patch)}
        onSearch={() => update({ search: text })}
        locations={locations.data ?? []}
        past={tab === "past"}
        onClear={clear}
        active={active}
      />

      {/* Each tab is a link to its own address (issue 22): a tap before hydration opens it. */}
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Event lists">
          <TabsTrigger value="upcoming" href={tabHref("upcoming")}>
            Upcoming <ListCount query={upcoming} />
          </TabsTrigger>
          <TabsTrigger value="past" href={tabHref("past")}>
            Past <ListCount query={past} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          {/* The cards' titles are h3: each list gets its h2 (heading order, issue 12). */}
          <h2 id="upcoming-events" className="sr-only">
            Upcoming events
          </h2>
          <EventGrid
            query={upcoming}
            skeletons={SKELETON_COUNTS.events}
            empty={SCREEN_MESSAGES.noUpcomingEvents}
            signedIn={Boolean(user)}
            past={false}
            pager={{ hrefFor, label: "Event pages", resultsId: "upcoming-events" }}
          />
        </TabsContent>
        <TabsContent value="past">
          <h2 id="past-events" className="sr-only">
            Past events
          </h2>
          <EventGrid
            query={past}
            skeletons={SKELETON_COUNTS.pastEvents}
            empty={SCREEN_MESSAGES.noPastEvents}
            signedIn={Boolean(user)}
            past
            pager={{ hrefFor, label: "Event pages", resultsId: "past-events" }}
          />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

/** A tab's count: every match once it has loaded; a placeholder while loading or after an error. */
function ListCount({ query }: { query: ReturnType<typeof useEventsQuery> }) {
  return (
    <Count
      value={query.isError ? undefined : query.data?.found.total}
      loading={query.isPending}
      parenthesized
    />
  );
}

function EventGrid({
  query,
  skeletons,
  empty,
  signedIn,
  past,
  pager,
}: {
  query: ReturnType<typeof useEventsQuery>;
  /** The tab's pages: real `?page=` links (ListPager). */
  pager: Omit<ComponentProps<typeof ListPager>, "page" | "pages">;
  skeletons: number;
  empty: string;
  signedIn: boolean;
  past: boolean;
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="events-loading">
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} className="h-72 rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-8 text-center">
        <p className="font-semibold text-destructive">{SCREEN_MESSAGES.eventsError}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.events.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
        <CalendarDays aria-hidden="true" className="size-10 text-navy-300" />
        <p className="font-semibold text-navy-900">{empty}</p>
      </div>
    );
  }
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {query.data.events.map((event) => (
          <EventCard
            key={event.id}
            event={event}
            signedIn={signedIn}
            past={past}
            answersReady={!query.isPlaceholderData}
          />
        ))}
      </div>
      <ListPager {...query.data.found} {...pager} />
    </>
  );
}
