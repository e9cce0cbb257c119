import { and, asc, eq, getTableColumns, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { LIMITS } from "../../../contract/constants";
import { locationKey, offeredLocations } from "../../../contract/locations";
import type { ProfileFilterOptions, ProfileListQuery } from "../../../contract/profiles";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/client";
import { containsPattern } from "../../db/like";
import { profileFacets, profiles } from "../../db/schema";
import { addsOwnProfileValues, facetOfferedSql, isAdmin, privacyFlagAllowsSql } from "../../policies";
import { notBlockedBySql } from "../blocks/queries";
import { notSuspendedSql } from "../moderation/visibility";

/**
 * Profile reads for the directory, the header search, the home page and the public profile
 * page. Which rows a viewer may list is decided here in SQL (so limits and counts are
 * right); which fields of each row leave the server is decided by the presenter.
 */

export type ProfileRow = typeof profiles.$inferSelect;

/**
 * The rows this viewer may see in lists (spec §3, DESIGN.md §5); the rule is in server/policies.ts.
 * A member never finds someone who blocked them (decision 106); the office sees everyone.
 */
export function listableBy(viewer: Viewer | null): SQL | undefined {
  const listed = privacyFlagAllowsSql(viewer, "show_in_directory");
  if (isAdmin(viewer)) return listed;
  // A suspended member is listed nowhere while it lasts (decision 112); the office still finds them.
  const shown = and(listed, notSuspendedSql(profiles.userId));
  if (!viewer) return shown;
  return and(shown, notBlockedBySql(viewer.user.id, profiles.userId));
}

/** Case-insensitive substring on name, company and role: three trigram GIN indexes, OR'ed. */
export function searchCondition(search: string): SQL {
  const pattern = containsPattern(search);
  return or(
    ilike(profiles.displayName, pattern),
    ilike(profiles.company, pattern),
    ilike(profiles.currentRole, pattern),
  ) as SQL;
}

/** Graduation year filter that never reveals a year its owner withheld (owner and admin excepted). */
function graduationYearCondition(viewer: Viewer | null, year: number): SQL {
  return and(eq(profiles.graduationYear, year), privacyFlagAllowsSql(viewer, "show_graduation_year")) as SQL;
}

/** Browsing and directory searches: ordered by name (case-insensitive for searches, see below). */
const browseOrder = [asc(profiles.displayName), asc(profiles.id)];
/** The name order of profiles_lower_display_name_idx: a directory search reads it in a bounded window. */
const searchOrder = [asc(sql`lower(${profiles.displayName})`), asc(profiles.id)];
/**
 * The same order, written so that no index serves it (`|| ''` changes no value): the search
 * that sorts every match must not walk the whole name index instead, which the planner would
 * bet on for a term it thinks common whose matches sit late in the order (decision 048:
 * 'zubin' at 1,000,000 profiles, 11 s walking against 0.3 s sorting).
 */
const sortedSearchOrder = [asc(sql`lower(${profiles.displayName}) || ''`), asc(profiles.id)];

/**
 * Directory, header search and messaging list. Browsing walks the name index. A search is
 * answered from the three trigram indexes (decisions 011 and 048):
 * - a suggestion-sized search (the header's 6) is one statement with no ORDER BY: the planner's
 *   own plan either scans until it has six matches (a common term: the first rows qualify) or
 *   uses the trigram bitmap (a rare term: the bitmap is small), and the server sorts those six
 *   by name. No planner switch: forcing the bitmap made a common term 4x slower;
 * - a larger search (the directory's 500) first reads the name order itself
 *   (profiles_lower_display_name_idx), at most ORDERED_WINDOW_PAGES pages' worth of rows, and
 *   stops at a full page: a term that many profiles match is answered without sorting (or even
 *   reading) every match. Only when that window holds less than a page (a rare term, or matches
 *   that sit late in the name order) does a second statement sort every match by lower(name),
 *   from the trigram bitmap, which is cheap exactly when the matches are few.
 */
export async function listProfiles(
  db: Db,
  viewer: Viewer | null,
  query: ProfileListQuery,
): Promise<ProfileRow[]> {
  const q = await withLocationSpellings(db, query);
  if (q.search && q.limit > LIMITS.headerSearchResults) {
    const firstInNameOrder = await directorySearchInNameOrder(db, viewer, q);
    if (firstInNameOrder.length === q.limit) return firstInNameOrder;
  }
  const rows = await profileListQuery(db, viewer, q);
  return q.search && q.limit <= LIMITS.headerSearchResults ? rows.sort(byLowerName) : rows;
}

const byLowerName = (a: ProfileRow, b: ProfileRow) => {
  const x = a.displayName.toLowerCase();
  const y = b.displayName.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

/** How far (in pages of the asked size) a directory search reads the name order before it sorts. */
export const ORDERED_WINDOW_PAGES = 10;

/** A list query whose location filter names every stored spelling of that place. */
type ListQuery = ProfileListQuery & { locationSpellings?: string[] };

/**
 * The stored spellings of the asked place ("London, UK" and "London, United Kingdom" are one,
 * decision 097), read from the facet summary (one row per distinct location, narrowed by its
 * first part), so the filter stays an IN on the location index.
 */
async function withLocationSpellings(db: Db, q: ProfileListQuery): Promise<ListQuery> {
  if (!q.location) return q;
  const key = locationKey(q.location);
  const city = key.split(",")[0] ?? "";
  const rows = await db
    .select({ value: profileFacets.value })
    .from(profileFacets)
    .where(
      and(
        eq(profileFacets.kind, "location"),
        sql`lower(regexp_replace(btrim(split_part(${profileFacets.value}, ',', 1)), '\\s+', ' ', 'g')) = ${city.trim()}`,
      ),
    );
  const spellings = rows.map((r) => r.value).filter((value) => locationKey(value) === key);
  return { ...q, locationSpellings: spellings.length > 0 ? spellings : [q.location] };
}

function listConditions(viewer: Viewer | null, q: ListQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = [listableBy(viewer)];
  if (q.search) conditions.push(searchCondition(q.search));
  if (q.graduation_year !== undefined) conditions.push(graduationYearCondition(viewer, q.graduation_year));
  if (q.location) conditions.push(inArray(profiles.location, q.locationSpellings ?? [q.location]));
  if (q.industry) conditions.push(eq(profiles.industry, q.industry));
  if (q.house) conditions.push(eq(profiles.house, q.house));
  return and(...conditions);
}

/**
 * The first `limit` matches in name order among the first `limit × ORDERED_WINDOW_PAGES`
 * profiles of that order: an index scan that stops at a full page. The window is a subquery
 * named like the table (so the privacy and search conditions apply to it unchanged) that also
 * yields its sort key, so the outer ORDER BY is the index order and needs no sort. When it
 * returns a full page, that page is exactly the first page of the whole search: any match
 * beyond the window sorts after it.
 */
export function directorySearchInNameOrder(db: Db, viewer: Viewer | null, q: ListQuery) {
  const window = db
    .select({
      ...getTableColumns(profiles),
      nameKey: sql<string>`lower(${profiles.displayName})`.as("name_key"),
    })
    .from(profiles)
    .orderBy(...searchOrder)
    .limit(q.limit * ORDERED_WINDOW_PAGES)
    .as("profiles");
  return db
    .select(getTableColumns(profiles))
    .from(window)
    .where(listConditions(viewer, q))
    .orderBy(window.nameKey, profiles.id)
    .limit(q.limit);
}

/** The list query itself (bench/profile-search.ts also runs its SQL directly, to compare). */
export function profileListQuery(db: Db, viewer: Viewer | null, q: ListQuery) {
  const query = db.select().from(profiles).where(listConditions(viewer, q)).$dynamic();
  if (!q.search) return query.orderBy(...browseOrder).limit(q.limit);
  if (q.limit <= LIMITS.headerSearchResults) return query.limit(q.limit);
  return query.orderBy(...sortedSearchOrder).limit(q.limit);
}

export async function findProfile(db: Db, id: string): Promise<ProfileRow | null> {
  const rows = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Filter options from the profile_facets summary the triggers keep (decision 046), never an
 * aggregate over profiles: the values a viewer may see (server/policies.ts facetOfferedSql), plus
 * a signed-in member's own values (their own hidden profile or year are theirs to filter by, as
 * privacyFlagAllowsSql allows), read by user_id. Kind: 'year', 'location', 'industry'.
 */
export async function profileFilterOptions(
  db: Db,
  viewer: Viewer | null,
  withIndustries: boolean,
): Promise<ProfileFilterOptions> {
  const own = addsOwnProfileValues(viewer)
    ? sql`SELECT ${profiles.graduationYear} AS year, ${profiles.location} AS location, ${profiles.industry} AS industry
            FROM ${profiles} WHERE ${profiles.userId} = ${viewer.user.id}`
    : sql`SELECT NULL::integer AS year, NULL::text AS location, NULL::text AS industry WHERE false`;
  const listed = facetOfferedSql(viewer, "show_in_directory");
  const yearShown = facetOfferedSql(viewer, "show_graduation_year");
  const f = profileFacets;
  const [row] = await queryRows<{
    years: number[] | null;
    locations: string[] | null;
    industries: string[] | null;
  }>(
    db,
    sql`WITH own AS (${own})
        SELECT
          ARRAY(SELECT y FROM (
                  SELECT ${f.value}::integer AS y FROM ${f} WHERE ${f.kind} = 'year' AND ${f.value} <> '' AND ${yearShown}
                  UNION SELECT year FROM own WHERE year IS NOT NULL) AS t
                ORDER BY y DESC) AS years,
          ARRAY(SELECT v FROM (
                  SELECT ${f.value} AS v FROM ${f} WHERE ${f.kind} = 'location' AND ${listed}
                  UNION SELECT location FROM own WHERE btrim(coalesce(location, '')) <> '') AS t
                ORDER BY v) AS locations,
          ARRAY(SELECT v FROM (
                  SELECT ${f.value} AS v FROM ${f} WHERE ${f.kind} = 'industry' AND ${listed}
                  UNION SELECT industry FROM own WHERE btrim(coalesce(industry, '')) <> '') AS t
                WHERE ${withIndustries}
                ORDER BY v) AS industries`,
  );
  return {
    graduation_years: (row?.years ?? []).map(Number),
    // One option per place, however its owners spelled it (decision 097).
    locations: offeredLocations(row?.locations ?? []),
    industries: row?.industries ?? [],
  };
}
