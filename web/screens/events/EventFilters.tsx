import { EVENT_CATEGORIES } from "@contract/constants";
import type { EventFilters as Filters } from "@/api/events";
import { SearchInput } from "@/components/SearchInput";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

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
      <Select
        value={filters.location || ALL}
        onValueChange={(v) => onChange({ ...filters, location: v === ALL ? undefined : v })}
      >
        <SelectTrigger aria-label="Location">
          <SelectValue placeholder="All Locations" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Locations</SelectItem>
          <SelectItem value="Virtual">Virtual</SelectItem>
          {locations.map((l) => (
            <SelectItem key={l} value={l}>
              {l}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={filters.category || ALL}
        onValueChange={(v) => onChange({ ...filters, category: v === ALL ? undefined : v })}
      >
        <SelectTrigger aria-label="Category">
          <SelectValue placeholder="All Categories" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Categories</SelectItem>
          {EVENT_CATEGORIES.map((c) => (
            <SelectItem key={c} value={c}>
              {c}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button variant="outline" onClick={onClear} disabled={!active}>
        Clear Filters
      </Button>
    </div>
  );
}
