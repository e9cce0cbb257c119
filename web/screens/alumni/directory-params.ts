import { LIMITS, MAX_DIRECTORY_PAGE } from "@contract/constants";
import { useListFilters } from "@/lib/use-list-page";

/**
 * The directory's search and filters, the query parameters of /alumni (decision 131), and the
 * longest value the API takes of each. A year is never cut: the API checks it as a year, and a
 * cut one would be another year.
 */
const PARAMS = {
  search: LIMITS.searchTextMax,
  graduation_year: Number.POSITIVE_INFINITY,
  location: LIMITS.filterPlaceMax,
  industry: LIMITS.filterPlaceMax,
  house: LIMITS.filterNameMax,
} as const;

/** The directory's filter state, kept in the URL so a filtered view can be shared and Back works. */
export type DirectoryFilters = Record<keyof typeof PARAMS, string>;

export const useDirectoryParams = () => useListFilters("/alumni", PARAMS, MAX_DIRECTORY_PAGE);

/** Title, description and keywords that follow the chosen filters (spec §2 Alumni Directory). */
export function directoryMeta(f: DirectoryFilters) {
  const parts: string[] = [];
  if (f.graduation_year) parts.push(`Class of ${f.graduation_year}`);
  if (f.house) parts.push(`of ${f.house} House`);
  if (f.industry) parts.push(`in ${f.industry}`);
  if (f.location) parts.push(`from ${f.location}`);
  const search = f.search.trim();
  const title = [
    parts.length ? `Alumni ${parts.join(" ")}`.replace("Alumni Class", "Class").trim() : "Alumni Directory",
    search ? `matching "${search}"` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const description =
    parts.length || search
      ? `Alumni ${[...parts, search ? `matching "${search}"` : ""].filter(Boolean).join(", ")}: find fellow former pupils and connect.`
      : "Find fellow alumni by name, company or role, and filter by graduation year, house, location and industry.";
  const keywords = [
    "alumni",
    "directory",
    "old boys",
    f.graduation_year,
    f.house,
    f.location,
    f.industry,
    search,
  ]
    .filter(Boolean)
    .join(", ");
  return { title, description, keywords };
}
