import type { ProfileDto } from "@contract/dto";
import type { InMemoriamMark } from "@contract/memoriam";
import type { ProfileFilterOptions, ProfileListResponse } from "@contract/profiles";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "./client";

/** Profile reads: directory, header search, filter options and the public profile page. */

export interface ProfileListParams {
  search?: string;
  limit: number;
  graduation_year?: string;
  location?: string;
  industry?: string;
  house?: string;
  /** A page of the list (the directory): the answer then carries `found`. */
  page?: number;
}

export function profileListPath(params: ProfileListParams): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") qs.set(key, String(value));
  }
  return `/profiles?${qs.toString()}`;
}

export function useProfilesQuery(params: ProfileListParams, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ["profiles", "list", params],
    queryFn: ({ signal }) => api.get<ProfileListResponse>(profileListPath(params), { signal }),
    enabled: opts.enabled ?? true,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export function useProfileFiltersQuery(signedIn: boolean) {
  return useQuery({
    queryKey: ["profiles", "filters", signedIn],
    queryFn: ({ signal }) => api.get<ProfileFilterOptions>("/profiles/filters", { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function useProfileQuery(id: string | undefined) {
  return useQuery({
    queryKey: ["profiles", "one", id],
    queryFn: ({ signal }) =>
      api.get<{ profile: ProfileDto; in_memoriam?: InMemoriamMark | null; verified_alumnus?: boolean }>(
        `/profiles/${encodeURIComponent(id ?? "")}`,
        { signal },
      ),
    enabled: Boolean(id),
    retry: false,
  });
}
