import type { ProfileFilterOptions } from "@contract/profiles";
import { X } from "lucide-react";
import { useHouseNames } from "@/api/house-cup";
import { FilterSelect, ListFilterForm } from "@/components/FilterSelect";
import { SearchField } from "@/components/SearchField";
import { Label } from "@/components/ui/label";
import type { DirectoryFilters } from "./directory-params";

const ALL = "__all";

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

/** Search box, the four filters and 'Clear All': the directory's GET form (decision 131). */
export function DirectoryFiltersBar(props: Props) {
  const { filters, options, signedIn, onChange } = props;
  // The houses the office keeps in Settings, as the Mentors filter offers them.
  const houses = useHouseNames();
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
  const filterSelect = ({ key, id, label, allLabel, values }: Filter) => (
    <div key={key} className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <FilterSelect
        id={id}
        name={key}
        value={filters[key] || ALL}
        onChange={(v) => onChange({ [key]: v === ALL ? "" : v })}
        allValue={ALL}
        allLabel={allLabel}
        options={values}
        placeholder={allLabel}
      />
    </div>
  );
  return (
    <ListFilterForm
      action="/alumni"
      label="Filter alumni"
      onSearch={() => onChange({ search: props.searchText })}
      clear={{
        label: (
          <>
            <X aria-hidden="true" /> Clear All
          </>
        ),
        href: "/alumni",
        onClear: props.onClear,
        disabled: !props.canClear,
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
    </ListFilterForm>
  );
}
