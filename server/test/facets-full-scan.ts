// The facet tests' oracle (server/modules/profiles/facets.test.ts): home statistics and filter
// options computed by full scans of profiles, as they were before the summary of decision 046.
import { sql } from "drizzle-orm";
import { offeredLocations } from "../../contract/locations";
import { queryRows } from "../db/client";
import type { Member, TestContext } from "./harness";

export type Who = "visitor" | "alice" | "bob" | "admin";

/** Listed: left in the directory, and no account or a verified one (read from "user", decision 092). */
export const dirOn = sql`(privacy_settings ->> 'show_in_directory') IS DISTINCT FROM 'false'
  AND NOT EXISTS (SELECT 1 FROM "user" u WHERE u.id = profiles.user_id AND NOT u.email_verified)`;
/** The answers as the full scans of profiles gave them before decision 046. */
export async function fullScan(ctx: TestContext, { alice, bob }: { alice: Member; bob: Member }, who: Who) {
  const userId = who === "alice" ? alice.userId : who === "bob" ? bob.userId : null;
  const yearOn = sql`(privacy_settings ->> 'show_graduation_year') IS DISTINCT FROM 'false'`;
  const listable = who === "admin" ? sql`TRUE` : userId ? sql`(${dirOn} OR user_id = ${userId})` : dirOn;
  const yearShown = who === "admin" ? sql`TRUE` : userId ? sql`(${yearOn} OR user_id = ${userId})` : yearOn;
  const [options] = await queryRows<{
    years: number[] | null;
    locations: string[] | null;
    industries: string[] | null;
  }>(
    ctx.database.db,
    sql`SELECT
          array_agg(DISTINCT graduation_year ORDER BY graduation_year DESC)
            FILTER (WHERE graduation_year IS NOT NULL AND ${yearShown}) AS years,
          array_agg(DISTINCT location ORDER BY location) FILTER (WHERE btrim(coalesce(location, '')) <> '') AS locations,
          array_agg(DISTINCT industry ORDER BY industry) FILTER (WHERE btrim(coalesce(industry, '')) <> '') AS industries
        FROM profiles WHERE ${listable}`,
  );
  const [stats] = await queryRows<{ alumni: string; cities: string }>(
    ctx.database.db,
    sql`SELECT (SELECT count(*) FROM profiles WHERE ${dirOn}) AS alumni,
               (SELECT count(DISTINCT lower(btrim(split_part(location, ',', 1)))) FROM profiles
                 WHERE ${dirOn} AND btrim(split_part(location, ',', 1)) <> '') AS cities`,
  );
  return {
    statistics: { alumni: Number(stats.alumni), cities: Number(stats.cities) },
    filters: {
      graduation_years: (options.years ?? []).map(Number),
      // One option per place, as decision 097 offers them.
      locations: offeredLocations(options.locations ?? []),
      industries: who === "visitor" ? [] : (options.industries ?? []),
    },
  };
}
