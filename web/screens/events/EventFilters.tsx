import { EVENT_CATEGORIES, LIMITS } from "@contract/constants";
import { FilterSelect, ListFilterForm } from "@/components/FilterSelect";
import { SearchInput } from "@/components/SearchInput";

const ALL = "__all__";

/** The filters of /events, as its address holds them. */
interface Filters {
  search: string;
  location: string;
  category: string;
}

/**
 * Search box, location and category filters, 'Search' and 'Clear Filters' (spec §2 Events): a
 * GET form of /events (decision 133) that keeps the tab shown.
 */
export function EventFilters({
  text,
  onText,
  filters,
  onChange,
  onSearch,
  locations,
  past,
  onClear,
  active,
}: {
  text: string;
  onText: (value: string) => void;
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onSearch: () => void;
  locations: string[];
  past: boolean;
  onClear: () => void;
  active: boolean;
}) {
  const select = (key: "location" | "category") => ({
    name: key,
    value: filters[key] || ALL,
    onChange: (v: string) => onChange({ [key]: v === ALL ? "" : v }),
    allValue: ALL,
  });
  return (
    <ListFilterForm
      action="/events"
      label="Filter events"
      onSearch={onSearch}
      keep={past ? { tab: "past" } : {}}
      clear={{
        label: "Clear Filters",
        href: past ? "/events?tab=past" : "/events",
        onClear,
        disabled: !active,
      }}
      className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <SearchInput
        label="Search events"
        placeholder="Search events..."
        maxLength={LIMITS.searchTextMax}
        value={text}
        onChange={onText}
      />
      <FilterSelect
        {...select("location")}
        allLabel="All Locations"
        options={["Virtual", ...locations.filter((l) => l !== "Virtual")]}
        label="Location"
        placeholder="All Locations"
      />
      <FilterSelect
        {...select("category")}
        allLabel="All Categories"
        options={EVENT_CATEGORIES}
        label="Category"
        placeholder="All Categories"
      />
    </ListFilterForm>
  );
}
