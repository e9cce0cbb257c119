import type { ProfileFilterOptions } from "@contract/profiles";
import { Search, X } from "lucide-react";
import { useHouseNames } from "@/api/house-cup";
import { NativeFormSelect } from "@/components/NativeFormSelect";
import { OnDemandSelect } from "@/components/OnDemandSelect";
import { SearchField } from "@/components/SearchField";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useHydrated } from "@/lib/use-hydrated";
import type { DirectoryFilters } from "./directory-params";

const ALL = "__all";
/** 'Clear All', a button once hydrated and a link to /alumni before. */
const CLEAR_ALL = (
  <>
    <X aria-hidden="true" /> Clear All
  </>
);

interface Props {
  searchText: string;
  onSearchText: (text: string) => void;
  filters: DirectoryFilters;
  options?: ProfileFilterOptions;
  signedIn: boolean;
  onChange: (patch: Partial<DirectoryFilters>) => void;
  onClear: () => void;
  canClear: boolean;
}

/** One of the four filters: which query parameter it sets, and its choices. */
interface Filter {
  key: Exclude<keyof DirectoryFilters, "search">;
  id: string;
  label: string;
  allLabel: string;
  values: string[];
}

/** Search box, the four filters and 'Clear All'. */
export function DirectoryFiltersBar(props: Props) {
  const { filters, options, signedIn, onChange } = props;
  // The houses the office keeps in Settings, as the Mentors filter offers them.
  const houses = useHouseNames();
  const hydrated = useHydrated();
  const year: Filter = {
    key: "graduation_year",
    id: "filter-year",
    label: "Graduation Year",
    allLabel: "All years",
    values: (options?.graduation_years ?? []).map(String),
  };
  const house: Filter = {
    key: "house",
    id: "filter-house",
    label: "House",
    allLabel: "All houses",
    values: houses,
  };
  const location: Filter = {
    key: "location",
    id: "filter-location",
    label: "Location",
    allLabel: "All locations",
    values: options?.locations ?? [],
  };
  const industry: Filter = {
    key: "industry",
    id: "filter-industry",
    label: "Industry",
    allLabel: "All industries",
    values: options?.industries ?? [],
  };
  const filterSelect = ({ key, ...rest }: Filter) => (
    <FilterSelect
      key={key}
      {...rest}
      name={key}
      value={filters[key]}
      onChange={(v) => onChange({ [key]: v })}
    />
  );
  // A GET form (issue 22 item 5): before the script has arrived (or without it) its fields are
  // plain ones and 'Search' loads /alumni?search=…&house=…, which the server renders; once
  // hydrated a filter applies as it is chosen and 'Search' applies the typed text at once.
  return (
    <form
      method="get"
      action="/alumni"
      aria-label="Filter alumni"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: props.searchText });
      }}
      className="grid gap-4 rounded-xl border border-border bg-surface p-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <SearchField
        id="directory-search"
        placeholder="Search by name, company, or role..."
        value={props.searchText}
        onChange={props.onSearchText}
      />
      {[year, house, location].map(filterSelect)}
      {signedIn ? (
        filterSelect(industry)
      ) : (
        <div className="grid gap-1.5">
          <span className="text-sm font-medium leading-none text-navy-900">Industry</span>
          <p className="flex h-10 items-center text-sm text-muted-foreground">
            Sign in to filter by industry
          </p>
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">
          <Search aria-hidden="true" /> Search
        </Button>
        {hydrated ? (
          <Button type="button" variant="outline" onClick={props.onClear} disabled={!props.canClear}>
            {CLEAR_ALL}
          </Button>
        ) : (
          // Before the script: the unfiltered directory's address.
          <Button asChild variant="outline">
            <a href="/alumni">{CLEAR_ALL}</a>
          </Button>
        )}
      </div>
    </form>
  );
}

function FilterSelect(props: {
  id: string;
  name: string;
  label: string;
  allLabel: string;
  value: string;
  values: string[];
  onChange: (value: string) => void;
}) {
  // Keep a value from a shared link selectable even before (or without) the options.
  const values =
    props.value && !props.values.includes(props.value) ? [props.value, ...props.values] : props.values;
  const select = {
    id: props.id,
    value: props.value || ALL,
    onValueChange: (v: string) => props.onChange(v === ALL ? "" : v),
    placeholder: props.allLabel,
    items: [{ value: ALL, label: props.allLabel }, ...values.map((v) => ({ value: v, label: v }))],
  };
  // Before hydration a field of the GET form (decision 131); after, the listbox as before.
  const hydrated = useHydrated();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      {hydrated ? (
        <OnDemandSelect {...select} />
      ) : (
        <NativeFormSelect {...select} name={props.name} noneValue={ALL} />
      )}
    </div>
  );
}
