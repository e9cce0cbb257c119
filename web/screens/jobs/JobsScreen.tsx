import { Briefcase, Plus } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { type JobFilters, useJobsQuery } from "@/api/community-groups";
import { useAuth } from "@/auth/auth-context";
import { FilterSelect } from "@/components/FilterSelect";
import { QueryStates, ScreenHeader } from "@/components/groups/ScreenStates";
import { PageContainer } from "@/components/PageContainer";
import { PagedResults } from "@/components/PagedResults";
import { SearchInput } from "@/components/SearchInput";
import { Button } from "@/components/ui/button";
import { usePageMeta } from "@/lib/page-meta";
import { useListPage } from "@/lib/use-list-page";
import { JobCard } from "./JobCard";
import { JobFormDialog } from "./JobFormDialog";

const ALL = "__all";

/** /jobs (issue 15): openings and referral offers from members; search, filter, post. */
export function JobsScreen() {
  usePageMeta({ title: "Jobs", description: "Job openings and referral offers from alumni." });
  const { roles, isAdmin } = useAuth();
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<JobFilters>({});
  const deferred = useDeferredValue(search.trim());
  // The page is in the address (/jobs?page=2); another search or filter starts at page 1.
  const { page, toFirstPage, hrefFor } = useListPage("/jobs");
  const query = useJobsQuery({ ...filters, search: deferred || undefined }, page);
  const canRemove = isAdmin || roles.includes("moderator");
  const set = (patch: Partial<JobFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    toFirstPage();
  };

  return (
    <PageContainer className="flex flex-col gap-6">
      <ScreenHeader
        icon={Briefcase}
        title="Jobs"
        lead="Openings and referral offers from fellow alumni."
        action={
          <JobFormDialog
            job={null}
            trigger={
              <Button>
                <Plus aria-hidden="true" /> Post a job
              </Button>
            }
          />
        }
      />

      <div className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <SearchInput
          label="Search jobs"
          placeholder="Title, company or place"
          value={search}
          onChange={(text) => {
            setSearch(text);
            toFirstPage();
          }}
        />
        <FilterSelect
          label="Kind"
          value={filters.kind ?? ALL}
          onChange={(v) => set({ kind: v === ALL ? undefined : v })}
          allValue={ALL}
          allLabel="All kinds"
          options={[
            { value: "opening", label: "Job openings" },
            { value: "referral", label: "Referral offers" },
          ]}
        />
        <FilterSelect
          label="Where"
          value={filters.remote ?? ALL}
          onChange={(v) => set({ remote: v === ALL ? undefined : v })}
          allValue={ALL}
          allLabel="Anywhere"
          options={[
            { value: "true", label: "Remote" },
            { value: "false", label: "On site" },
          ]}
        />
        <FilterSelect
          label="Whose"
          value={filters.mine ?? ALL}
          onChange={(v) => set({ mine: v === ALL ? undefined : v })}
          allValue={ALL}
          allLabel="All open postings"
          options={[{ value: "true", label: "My postings" }]}
        />
      </div>

      <QueryStates
        query={query}
        loadingTestId="jobs-loading"
        isEmpty={(data) => data.jobs.length === 0}
        empty="No open postings match. Post one, or try fewer filters."
      >
        {(data) => (
          <PagedResults
            id="jobs-results"
            heading="Postings"
            found={data.found}
            hrefFor={hrefFor}
            pagerLabel="Job pages"
          >
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.jobs.map((job) => (
                <JobCard key={job.id} job={job} canRemove={canRemove} />
              ))}
            </div>
          </PagedResults>
        )}
      </QueryStates>
    </PageContainer>
  );
}
