import { MENTOR_OFFERS, type MentorCard, type MentorOffer } from "@contract/community-groups";
import { HandHeart } from "lucide-react";
import { useState } from "react";
import { type MentorFilters, useMentorsQuery } from "@/api/community-groups";
import { useHouseNames } from "@/api/house-cup";
import { useProfileFiltersQuery } from "@/api/profiles";
import { useAuth } from "@/auth/auth-context";
import { AlumniCard } from "@/components/alumni/AlumniCard";
import { FilterSelect } from "@/components/FilterSelect";
import { QueryStates, ScreenHeader } from "@/components/groups/ScreenStates";
import { PageContainer } from "@/components/PageContainer";
import { PagedResults } from "@/components/PagedResults";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { usePageMeta } from "@/lib/page-meta";
import { useListPage } from "@/lib/use-list-page";
import { AskMentoringDialog } from "./AskMentoringDialog";

const ALL = "__all";
export const OFFER_LABELS: Record<MentorOffer, string> = {
  mentoring: "Mentoring",
  speaking: "Speaking at school",
  referrals: "Job referrals",
};

/** /mentors (issue 15): members open to mentoring, speaking or referrals, with filters. */
export function MentorsScreen() {
  usePageMeta({
    title: "Mentors",
    description: "Alumni open to mentoring, speaking at the school and job referrals.",
  });
  const { user } = useAuth();
  const [filters, setFilters] = useState<MentorFilters>({ offer: "mentoring" });
  const options = useProfileFiltersQuery(true).data;
  // The page is in the address (/mentors?page=2); other filters start at page 1.
  const { page, toFirstPage, hrefFor } = useListPage("/mentors");
  const query = useMentorsQuery(filters, page);
  // The houses the office keeps in Settings (issue 13), as every other house choice offers.
  const houses = useHouseNames(filters.house);
  const set = (patch: Partial<MentorFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    toFirstPage();
  };
  const pick = (value: string) => (value === ALL ? undefined : value);

  return (
    <PageContainer className="flex flex-col gap-6">
      <ScreenHeader
        icon={HandHeart}
        title="Mentors"
        lead="Alumni who offered to help. Ask for mentoring with a short note."
      />

      <div className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <Filter id="mentor-offer" label="Open to">
          <FilterSelect
            id="mentor-offer"
            value={filters.offer}
            onChange={(v) => set({ offer: v as MentorOffer })}
            allValue="mentoring"
            allLabel={OFFER_LABELS.mentoring}
            options={MENTOR_OFFERS.filter((o) => o !== "mentoring").map((o) => ({
              value: o,
              label: OFFER_LABELS[o],
            }))}
          />
        </Filter>
        <Filter id="mentor-industry" label="Industry">
          <FilterSelect
            id="mentor-industry"
            value={filters.industry ?? ALL}
            onChange={(v) => set({ industry: pick(v) })}
            allValue={ALL}
            allLabel="All industries"
            options={options?.industries ?? []}
          />
        </Filter>
        <Filter id="mentor-location" label="Location">
          <FilterSelect
            id="mentor-location"
            value={filters.location ?? ALL}
            onChange={(v) => set({ location: pick(v) })}
            allValue={ALL}
            allLabel="All locations"
            options={options?.locations ?? []}
          />
        </Filter>
        <Filter id="mentor-house" label="House">
          <FilterSelect
            id="mentor-house"
            value={filters.house ?? ALL}
            onChange={(v) => set({ house: pick(v) })}
            allValue={ALL}
            allLabel="All houses"
            options={houses}
          />
        </Filter>
        <Filter id="mentor-year" label="Year">
          <FilterSelect
            id="mentor-year"
            value={filters.graduation_year ?? ALL}
            onChange={(v) => set({ graduation_year: pick(v) })}
            allValue={ALL}
            allLabel="All years"
            options={(options?.graduation_years ?? []).map(String)}
          />
        </Filter>
      </div>

      <QueryStates
        query={query}
        loadingTestId="mentors-loading"
        isEmpty={(data) => data.mentors.length === 0}
        empty="No one matches these filters yet. Try fewer filters."
      >
        {(data) => (
          <PagedResults
            id="mentors-results"
            heading="Mentors found"
            found={data.found}
            hrefFor={hrefFor}
            pagerLabel="Mentor pages"
          >
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Mentors">
              {data.mentors.map((m) => (
                <li key={m.profile.id}>
                  <MentorItem mentor={m} ownUserId={user?.id ?? null} />
                </li>
              ))}
            </ul>
          </PagedResults>
        )}
      </QueryStates>
    </PageContainer>
  );
}

function Filter({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function MentorItem({ mentor, ownUserId }: { mentor: MentorCard; ownUserId: string | null }) {
  const p = mentor.profile;
  const userId = "user_id" in p ? (p.user_id as string | null) : null;
  return (
    // The offers and the ask sit inside the card they belong to.
    <AlumniCard profile={p}>
      <div className="flex flex-wrap items-center gap-2">
        {mentor.offers.map((o) => (
          <Badge key={o} variant="muted">
            {OFFER_LABELS[o]}
          </Badge>
        ))}
        {mentor.offers.includes("mentoring") && userId && userId !== ownUserId ? (
          <AskMentoringDialog
            mentor={{ userId, name: p.display_name ?? "this member" }}
            trigger={
              <Button size="sm" className="ml-auto">
                Ask for mentoring
              </Button>
            }
          />
        ) : null}
      </div>
    </AlumniCard>
  );
}
