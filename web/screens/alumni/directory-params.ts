import { MAX_DIRECTORY_PAGE } from "@contract/constants";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "@/lib/router";
import { pageOfParam } from "@/lib/use-list-page";

/** The directory's filter state, kept in the URL so a filtered view can be shared and Back works. */
export interface DirectoryFilters {
  search: string;
  graduation_year: string;
  location: string;
  industry: string;
  house: string;
}

const KEYS = ["search", "graduation_year", "location", "industry", "house"] as const;

export function useDirectoryParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<DirectoryFilters>(
    () => ({
      search: params.get("search") ?? "",
      graduation_year: params.get("graduation_year") ?? "",
      location: params.get("location") ?? "",
      industry: params.get("industry") ?? "",
      house: params.get("house") ?? "",
    }),
    [params],
  );

  /** Changes some filters; typing replaces the history entry, choosing a filter adds one. */
  const update = useCallback(
    (patch: Partial<DirectoryFilters>, opts: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const key of KEYS) {
            if (!(key in patch)) continue;
            const value = patch[key]?.trim() ?? "";
            if (value) next.set(key, key === "search" ? (patch[key] ?? "") : value);
            else next.delete(key);
          }
          // Another search or filter is another list: it starts at its first page.
          next.delete("page");
          return next;
        },
        { replace: opts.replace ?? false },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const active = KEYS.some((k) => filters[k] !== "");
  return {
    filters,
    update,
    clear,
    active,
    page: pageOfParam(params.get("page"), MAX_DIRECTORY_PAGE),
    params,
  };
}

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
