import { LIMITS, SKELETON_COUNTS } from "@contract/constants";
import { SCREEN_MESSAGES } from "@contract/ui-text";
import { SearchX, TriangleAlert } from "lucide-react";
import { useHousesQuery } from "@/api/house-cup";
import { useProfileFiltersQuery, useProfilesQuery } from "@/api/profiles";
import { useAuth } from "@/auth/auth-context";
import { AlumniCard, AlumniCardSkeleton } from "@/components/alumni/AlumniCard";
import { ListPager } from "@/components/ListPager";
import { PageContainer } from "@/components/PageContainer";
import { Button } from "@/components/ui/button";
import { usePageMeta } from "@/lib/page-meta";
import { DirectoryFiltersBar } from "./DirectoryFiltersBar";
import { directoryMeta, useDirectoryParams } from "./directory-params";

/** Alumni Directory (spec §2, /alumni): search, filters in the URL, counts, cards, empty and error states. */
export function AlumniDirectoryScreen() {
  const { user, loading: authLoading } = useAuth();
  const signedIn = Boolean(user);
  // Search and filters in the address; the box's text is written to it once typing pauses.
  const { filters, asked, update, clear, active, text, setText, page, hrefFor } = useDirectoryParams();
  usePageMeta(directoryMeta(filters));

  const options = useProfileFiltersQuery(signedIn);
  // The cards' house colours, asked for beside the cards rather than once they have arrived
  // (one render round fewer on the server, decision 134).
  useHousesQuery();
  const profiles = useProfilesQuery(
    {
      ...asked,
      limit: LIMITS.directoryProfiles,
      industry: signedIn ? asked.industry : undefined,
      // One page of cards; the counts of the whole list come with it (issue 22).
      page,
    },
    { enabled: !authLoading },
  );
  const list = profiles.data?.profiles ?? [];
  const found = profiles.data?.found;
  const marks = profiles.data?.marks;

  return (
    <PageContainer className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold md:text-4xl">Alumni Directory</h1>
        <p className="mt-2 text-muted-foreground">Find classmates and fellow alumni, and reconnect.</p>
      </header>

      <DirectoryFiltersBar
        searchText={text}
        onSearchText={setText}
        filters={filters}
        options={options.data}
        signedIn={signedIn}
        onChange={(patch) => update(patch)}
        onClear={clear}
        canClear={active}
      />

      <section aria-labelledby="directory-results" aria-busy={profiles.isFetching}>
        <h2 id="directory-results" className="sr-only">
          Results
        </h2>
        {profiles.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
            <TriangleAlert aria-hidden="true" className="size-10 text-destructive" />
            <p className="text-lg font-semibold text-navy-900">{SCREEN_MESSAGES.alumniError}</p>
            <Button variant="outline" onClick={() => profiles.refetch()}>
              Try again
            </Button>
          </div>
        ) : profiles.isPending ? (
          <div
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            data-testid="directory-skeletons"
          >
            {Array.from({ length: SKELETON_COUNTS.directoryCards }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <AlumniCardSkeleton key={i} />
            ))}
          </div>
        ) : !found || found.alumni === 0 ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center">
            <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="text-lg font-semibold text-navy-900">{SCREEN_MESSAGES.noAlumni}</p>
            <p className="text-muted-foreground">{SCREEN_MESSAGES.noAlumniHint}</p>
          </div>
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-muted-foreground">
              {found.alumni} alumni found · {found.locations}{" "}
              {found.locations === 1 ? "location" : "locations"} · {found.companies}{" "}
              {found.companies === 1 ? "company" : "companies"}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {list.map((p) => (
                <li key={p.id} className="render-near-screen">
                  <AlumniCard profile={p} marks={p.id ? marks?.[p.id] : undefined} />
                </li>
              ))}
            </ul>
            <ListPager
              page={found.page}
              pages={found.pages}
              hrefFor={hrefFor}
              label="Directory pages"
              resultsId="directory-results"
            />
          </>
        )}
      </section>
    </PageContainer>
  );
}
