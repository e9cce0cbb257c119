import { GraduationCap } from "lucide-react";
import { useClassYearQuery } from "@/api/community-groups";
import { useAuth } from "@/auth/auth-context";
import { HouseBadge } from "@/components/alumni/HouseBadge";
import { PagedAlumniCards } from "@/components/alumni/PagedAlumniCards";
import {
  CardsSkeleton,
  EmptyState,
  LoadError,
  ScreenTitle,
  Section,
  SignInPrompt,
} from "@/components/groups/ScreenStates";
import { NewsCard } from "@/components/news/NewsCard";
import { PageContainer } from "@/components/PageContainer";
import { NotHereYetSection } from "@/components/roll/NotHereYetSection";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useParams } from "@/lib/router";
import { EventCard } from "../events/EventCard";
import { NotFoundScreen } from "../not-found/NotFoundScreen";
import { ClassMemorials } from "./ClassMemorials";

/** /classes/{year} (issue 15): the year's members, house mix, reunions and news mentions. */
export function ClassYearScreen() {
  const params = useParams();
  const year = Number(params.year);
  const valid = /^\d{4}$/.test(params.year ?? "") && year >= 1900 && year <= 2100;
  const { user } = useAuth();
  const query = useClassYearQuery(valid ? year : Number.NaN, user?.id ?? null);
  usePageMeta({
    title: `Class of ${params.year}`,
    description: `Alumni of the class of ${params.year}: members, reunions and news.`,
  });
  if (!valid) return <NotFoundScreen />;
  const data = query.data;
  const now = Date.now();

  return (
    <PageContainer className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <ScreenTitle icon={GraduationCap}>Class of {year}</ScreenTitle>
        {data ? (
          <p className="text-muted-foreground">
            {data.member_count} {data.member_count === 1 ? "member" : "members"} in the directory
          </p>
        ) : null}
        {data?.is_representative ? (
          <p>
            <Link to="/newsletter/write" className="font-medium text-navy-800 underline underline-offset-2">
              Write a newsletter to the class of {year}
            </Link>
          </p>
        ) : null}
      </header>

      {query.isError ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : !data ? (
        <CardsSkeleton testId="class-loading" />
      ) : (
        <>
          <Section title="House mix">
            {data.house_mix.length === 0 ? (
              <EmptyState>No houses to show for this year yet.</EmptyState>
            ) : (
              <ul className="flex flex-wrap gap-2" aria-label="House mix">
                {data.house_mix.map((h) => (
                  <li key={h.house}>
                    <HouseBadge house={h.house} suffix={`· ${h.count}`} />
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title="Reunions and events">
            {data.events.length === 0 ? (
              <EmptyState>No reunions planned for this class yet.</EmptyState>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.events.map((e) => (
                  <EventCard
                    key={e.id}
                    event={e}
                    signedIn={Boolean(user)}
                    past={Date.parse(e.start_date) <= now}
                  />
                ))}
              </div>
            )}
          </Section>

          <Section title="Members">
            {data.members === null ? (
              <SignInPrompt>Sign in to see who from the class of {year} is in the directory.</SignInPrompt>
            ) : data.members.length === 0 ? (
              <EmptyState>No one from this year is in the directory yet.</EmptyState>
            ) : (
              <PagedAlumniCards members={data.members} marks={data.marks} label="Member pages" />
            )}
          </Section>

          <NotHereYetSection group={{ kind: "year", year }} groupLabel="our year" userId={user?.id ?? null} />
          <ClassMemorials year={year} viewerId={user?.id ?? null} />

          <Section title="In the news">
            {data.news.length === 0 ? (
              <EmptyState>No news mentions this year yet.</EmptyState>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.news.map((n) => (
                  <NewsCard key={n.id} article={n} />
                ))}
              </div>
            )}
          </Section>
        </>
      )}
    </PageContainer>
  );
}
