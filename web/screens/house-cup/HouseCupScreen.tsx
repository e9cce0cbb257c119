import type { CompetitionDto } from "@contract/dto";
import type { CompetitionResultsDto, HouseCupResponse, StandingDto } from "@contract/house-cup";
import { ALUMNI_CUP_TEXT, SCREEN_MESSAGES } from "@contract/ui-text";
import { CalendarDays, Trophy } from "lucide-react";
import { useHouseCupQuery } from "@/api/house-cup";
import { useSchoolTimeZone } from "@/api/settings";
import { LoadError } from "@/components/groups/ScreenStates";
import { PageContainer } from "@/components/PageContainer";
import { LazyMyHouseNotHereYet } from "@/components/roll/LazyMyHouseNotHereYet";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDate } from "@/lib/format";
import { usePageMeta } from "@/lib/page-meta";
import { useSearchParams } from "@/lib/router";
import { AlumniCupStandings } from "./AlumniCupStandings";
import { HouseName } from "./HouseName";
import { PositionBadge } from "./Medal";

const TABS = ["standings", "alumni", "results", "calendar"] as const;
type HouseCupTab = (typeof TABS)[number];

/** `/house-cup?tab=results`: each tab has its own address, so it works as a link before hydration. */
const tabHref = (tab: HouseCupTab) => (tab === "standings" ? "/house-cup" : `/house-cup?tab=${tab}`);

/** House Cup (spec §2, /house-cup): Standings, Alumni Cup (issue 27), Results and Calendar tabs. */
export function HouseCupScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get("tab");
  const tab: HouseCupTab = TABS.find((t) => t === asked) ?? "standings";
  usePageMeta({
    title: "House Cup Standings",
    description: "The inter-house House Cup: standings, competition results and the calendar.",
  });
  const query = useHouseCupQuery();
  const data = query.data;

  return (
    <PageContainer className="flex flex-col gap-6">
      <header>
        <h1 className="flex items-center gap-3 text-3xl font-bold md:text-4xl">
          <Trophy aria-hidden="true" className="size-8 text-gold-600" />
          House Cup Standings
        </h1>
        {/* The season comes with the data (the school year its competitions fall in). */}
        {data ? <p className="mt-2 text-muted-foreground">{data.academic_year} academic year</p> : null}
      </header>

      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Tabs
          value={tab}
          onValueChange={(next) =>
            setSearchParams(next === "standings" ? {} : { tab: next }, { replace: true })
          }
        >
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="standings" href={tabHref("standings")} className="flex-1">
              Standings
            </TabsTrigger>
            <TabsTrigger value="alumni" href={tabHref("alumni")} className="flex-1">
              {ALUMNI_CUP_TEXT.tab}
            </TabsTrigger>
            <TabsTrigger value="results" href={tabHref("results")} className="flex-1">
              Results
            </TabsTrigger>
            <TabsTrigger value="calendar" href={tabHref("calendar")} className="flex-1">
              Calendar
            </TabsTrigger>
          </TabsList>
          <TabsContent value="standings">
            {data ? <Standings standings={data.standings} /> : <ListSkeleton rows={5} />}
          </TabsContent>
          <TabsContent value="alumni">
            {data ? <AlumniCupStandings cup={data.alumni_cup} /> : <ListSkeleton rows={5} />}
          </TabsContent>
          <TabsContent value="results">
            {data ? <Results results={data.results} /> : <ListSkeleton rows={3} />}
          </TabsContent>
          <TabsContent value="calendar">
            {data ? <CalendarView calendar={data.calendar} /> : <ListSkeleton rows={4} />}
          </TabsContent>
        </Tabs>
      )}
      <LazyMyHouseNotHereYet />
    </PageContainer>
  );
}

function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className="flex flex-col gap-3" data-testid="house-cup-loading">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className="h-16" />
      ))}
    </div>
  );
}

function Standings({ standings }: { standings: StandingDto[] }) {
  if (standings.length === 0) return <p className="py-8 text-center text-muted-foreground">No houses yet.</p>;
  const top = Math.max(1, ...standings.map((s) => s.points));
  return (
    <ol className="flex flex-col gap-3" aria-label="Standings">
      {standings.map((s) => (
        <li key={s.house.id}>
          <Card className="flex items-center gap-4 p-4">
            <PositionBadge position={s.position} />
            <div className="min-w-0 flex-1">
              <HouseName house={s.house} />
              <div className="mt-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-full rounded-full"
                  style={{ width: `${(s.points / top) * 100}%`, backgroundColor: s.house.color }}
                />
              </div>
            </div>
            <p className="text-right">
              <span className="block font-serif text-2xl font-bold text-navy-900">{s.points}</span>
              <span className="text-xs text-muted-foreground">points</span>
            </p>
          </Card>
        </li>
      ))}
    </ol>
  );
}

function CompetitionMeta({ competition }: { competition: CompetitionDto }) {
  const schoolZone = useSchoolTimeZone();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <Badge variant="outline" className="capitalize">
        {competition.category}
      </Badge>
      <Badge variant={competition.status === "completed" ? "success" : "muted"} className="capitalize">
        {competition.status}
      </Badge>
      <span className="inline-flex items-center gap-1">
        <CalendarDays aria-hidden="true" className="size-4" />
        {formatDate(competition.competition_date, schoolZone, SCREEN_MESSAGES.dateTbd)}
      </span>
    </div>
  );
}

function Results({ results }: { results: CompetitionResultsDto[] }) {
  if (results.length === 0)
    return <p className="py-8 text-center text-muted-foreground">No competitions yet.</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {results.map(({ competition, results: podium }) => (
        <li key={competition.id}>
          <Card className="h-full">
            <CardHeader className="gap-2 pb-3">
              <h2 className="font-serif text-lg font-semibold">{competition.name}</h2>
              <CompetitionMeta competition={competition} />
            </CardHeader>
            <CardContent>
              {podium.length === 0 ? (
                <p className="text-sm font-medium text-muted-foreground">{SCREEN_MESSAGES.resultsPending}</p>
              ) : (
                <ol className="flex flex-col gap-2">
                  {podium.map((r) => (
                    <li key={r.id} className="flex items-center gap-3">
                      <PositionBadge position={r.position} />
                      <HouseName house={r.house} />
                      <span className="ml-auto text-sm font-semibold text-navy-900">
                        +{r.points_awarded} pts
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function CalendarView({ calendar }: { calendar: HouseCupResponse["calendar"] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <CalendarList title="Upcoming" items={calendar.upcoming} empty="No upcoming competitions" />
      <CalendarList title="Completed" items={calendar.completed} empty="No completed competitions" />
    </div>
  );
}

function CalendarList({ title, items, empty }: { title: string; items: CompetitionDto[]; empty: string }) {
  const id = `calendar-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((c) => (
            <li key={c.id}>
              <Card className="flex flex-col gap-2 p-4">
                <h3 className="font-serif text-base font-semibold">{c.name}</h3>
                <CompetitionMeta competition={c} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
