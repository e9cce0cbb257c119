import { z } from "zod";
import type { ProfileMarks } from "./admission";
import { LIMITS, MAX_DIRECTORY_PAGE } from "./constants";
import type { ProfileDto } from "./dto";
import { pageParamUpTo } from "./list-pages";
import { blankToUndefined, searchTextSchema } from "./query-text";

/** Query strings of the profile reads (spec §7 get_public_profiles / get_limited_profiles_for_authenticated). */

/** The largest list anyone may ask for (the home statistics fetch of spec §9). */
export const MAX_PROFILE_LIST_LIMIT = LIMITS.homeStatisticsProfiles;

export const profileListQuerySchema = z.object({
  search: searchTextSchema,
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PROFILE_LIST_LIMIT, `limit must be at most ${MAX_PROFILE_LIST_LIMIT}`)
    .default(LIMITS.directoryProfiles),
  graduation_year: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "graduation_year must be a year" })
      .int("graduation_year must be a year")
      .min(1900, "graduation_year must be a year")
      .max(2100, "graduation_year must be a year")
      .optional(),
  ),
  location: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.filterPlaceMax).optional()),
  industry: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.filterPlaceMax).optional()),
  // One page (LIMITS.directoryPageSize cards) of the list's `limit` matches, with the counts of the
  // whole list in `found` (issue 22): the directory shows its 500 a page at a time.
  page: pageParamUpTo(MAX_DIRECTORY_PAGE),
  // A house name as Settings keeps it (the Mentors filter takes the same); house is in the public subset.
  house: z.preprocess(blankToUndefined, z.string().trim().max(LIMITS.filterNameMax).optional()),
});
export type ProfileListQuery = z.infer<typeof profileListQuerySchema>;

export const profileIdParamsSchema = z.object({ id: z.string().max(100) });

/** Profile ids are UUIDs; anything else is simply not found (never a 500 from the database). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProfileListResponse {
  profiles: ProfileDto[];
  /** The marks of the profiles listed, by id (decision 118): Verified alumnus, In memoriam. */
  marks?: Record<string, ProfileMarks>;
  /** Only when a `page` was asked: what the whole list (up to `limit` matches) holds. */
  found?: DirectoryFound;
}

/** The directory's counts (spec §2: alumni, locations and companies found) and its pages. */
export interface DirectoryFound {
  alumni: number;
  locations: number;
  companies: number;
  page: number;
  pages: number;
}

/** Options for the directory's filters, taken from the profiles the viewer may list. */
export interface ProfileFilterOptions {
  graduation_years: number[];
  locations: string[];
  /** Empty for visitors: industry is not part of the public subset (decision 010). */
  industries: string[];
}
