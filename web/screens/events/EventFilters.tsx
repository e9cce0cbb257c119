import { EVENT_CATEGORIES } from "@contract/constants";
import type { EventFilters as Filters } from "@/api/events";
import { FilterSelect } from "@/components/FilterSelect";
import { SearchInput } from "@/components/SearchInput";
import { Button } from "@/components/ui/button";

const ALL = "__all__";

/** Search box, location and category filters, and 'Clear Filters' (spec §2 Events). */
export function EventFilters({
  search,
  onSearch,
  filters,
  onChange,
  locations,
  onClear,
}: {
  search: string;
  onSearch: (value: string) => void;
  filters: Filters;
  onChange: (next: Filters) => void;
  locations: string[];
  onClear: () => void;
}) {
  const active = Boolean(search || filters.location || filters.category);
  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
      <SearchInput label="Search events" placeholder="Search events..." value={search} onChange={onSearch} />
      <FilterSelect
        value={filters.location || ALL}
        onChange={(v) => onChange({ ...filters, location: v === ALL ? undefined : v })}
        allValue={ALL}
        allLabel="All Locations"
        options={["Virtual", ...locations.filter((l) => l !== "Virtual")]}
        label="Location"
        placeholder="All Locations"
      />
      <FilterSelect
        value={filters.category || ALL}
        onChange={(v) => onChange({ ...filters, category: v === ALL ? undefined : v })}
        allValue={ALL}
        allLabel="All Categories"
        options={EVENT_CATEGORIES}
        label="Category"
        placeholder="All Categories"
      />
      <Button variant="outline" onClick={onClear} disabled={!active}>
        Clear Filters
      </Button>
    </div>
  );
}
