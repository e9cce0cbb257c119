import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { type CallAs, createAdminTestApp } from "../../test/admin-fixtures";
import { dirOn, fullScan, type Who } from "../../test/facets-full-scan";
import { SPEC_PRIVACY_DEFAULTS } from "../../test/fixtures";
import { call, createMember, type Member, signUpUnverified, type TestContext } from "../../test/harness";

/**
 * Home statistics and directory filter options come from a summary kept by triggers (decision
 * 046). Here every answer is compared, after each kind of write, with what a full scan of
 * profiles says (the rules of decisions 010, 042 and 092 written out as SQL in
 * server/test/facets-full-scan.ts), and the privacy-sensitive values are checked by name as well.
 */

let ctx: TestContext;
let admin: Member;
let as: CallAs;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  ({ ctx, admin, as } = await createAdminTestApp());
  alice = await createMember(ctx, {
    displayName: "Alice Rao",
    location: "Pune, India",
    graduationYear: 1999,
  });
  bob = await createMember(ctx, { displayName: "Bob Das", location: "mumbai ,MH", graduationYear: 2005 });
});
afterAll(async () => ctx.close());

const cookieOf = (who: Who) =>
  who === "alice" ? alice.cookie : who === "bob" ? bob.cookie : who === "admin" ? admin.cookie : undefined;

async function answers(who: Who) {
  const home = await call(ctx, "GET", "/api/v1/home", undefined, cookieOf(who));
  const filters = await call(ctx, "GET", "/api/v1/profiles/filters", undefined, cookieOf(who));
  expect(home.status).toBe(200);
  expect(filters.status).toBe(200);
  return {
    statistics: { alumni: home.body.statistics.alumni, cities: home.body.statistics.cities },
    filters: filters.body,
  };
}

/** Every viewer's answers equal the full scan's; the summary holds no row left at zero. */
async function expectTrue() {
  for (const who of ["visitor", "alice", "bob", "admin"] as const) {
    expect({ who, ...(await answers(who)) }).toEqual({ who, ...(await fullScan(ctx, { alice, bob }, who)) });
  }
  const zero = await queryRows(ctx.database.db, sql`SELECT * FROM profile_facets WHERE total_count <= 0`);
  expect(zero).toEqual([]);
}

const filtersOf = async (who: Who) => (await answers(who)).filters;
const setAlicePrivacy = (patch: Partial<typeof SPEC_PRIVACY_DEFAULTS>) =>
  call(
    ctx,
    "PATCH",
    "/api/v1/profile",
    { privacy_settings: { ...SPEC_PRIVACY_DEFAULTS, ...patch } },
    alice.cookie,
  );

describe("home statistics and filter options stay true and private as profiles change", () => {
  it("after API sign-ups", async () => {
    await createMember(ctx, { displayName: "Carol Sen", location: "PUNE", graduationYear: 2010 });
    await expectTrue();
    expect((await answers("visitor")).statistics).toEqual({ alumni: 4, cities: 2 });
  });

  it("after a sign-up that is not verified, and its verification", async () => {
    const { verifyPath } = await signUpUnverified(ctx, { location: "Kohima", graduationYear: 1953 });
    await expectTrue();
    expect((await filtersOf("visitor")).locations).not.toContain("Kohima");
    expect((await ctx.app.inject({ method: "GET", url: verifyPath })).statusCode).toBe(302);
    await expectTrue();
    expect((await filtersOf("visitor")).locations).toContain("Kohima");
  });

  it("after an admin creates profiles (with and without a year, location, industry, listed or not)", async () => {
    const created = [
      { display_name: "Dev Iyer", graduation_year: 1977, location: "Shillong, India", industry: "Tea" },
      { display_name: "Esha Roy", industry: "  " },
      {
        display_name: "Farid Khan",
        graduation_year: 1960,
        location: "Secretville, Nowhere",
        industry: "Espionage",
        privacy_settings: { ...SPEC_PRIVACY_DEFAULTS, show_in_directory: false },
      },
      {
        display_name: "Gita Bose",
        graduation_year: 1961,
        location: "Goa",
        privacy_settings: { ...SPEC_PRIVACY_DEFAULTS, show_graduation_year: false },
      },
    ];
    for (const body of created) expect((await as("POST", "/api/v1/admin/alumni", body)).status).toBe(201);
    await expectTrue();
    const visitor = await filtersOf("visitor");
    expect(visitor.locations).not.toContain("Secretville, Nowhere");
    expect(visitor.graduation_years).not.toContain(1960);
    expect(visitor.graduation_years).not.toContain(1961);
    expect(visitor.locations).toContain("Goa");
    expect(visitor.industries).toEqual([]);
    expect((await filtersOf("bob")).industries).toEqual(["Tea"]);
    const adminView = await filtersOf("admin");
    expect(adminView.industries).toEqual(["Espionage", "Tea"]);
    expect(adminView.graduation_years).toEqual(expect.arrayContaining([1960, 1961]));
  });

  it("after a member updates location, year and industry, and an admin edits a profile", async () => {
    const patch = { location: "Kohima , Nagaland", graduation_year: 1951, industry: "Forestry" };
    expect((await call(ctx, "PATCH", "/api/v1/profile", patch, alice.cookie)).status).toBe(200);
    await expectTrue();
    expect((await filtersOf("visitor")).locations).not.toContain("Pune, India");
    expect((await filtersOf("bob")).industries).toContain("Forestry");
    expect(
      (await as("PATCH", `/api/v1/admin/alumni/${bob.profileId}`, { location: "Delhi", industry: "Law" }))
        .status,
    ).toBe(200);
    await expectTrue();
    expect((await filtersOf("alice")).locations).not.toContain("mumbai, MH");
    expect((await filtersOf("alice")).locations).toContain("Delhi");
  });

  it("after each privacy setting is turned off and on again", async () => {
    // Leaving the directory: gone for visitors and other members, kept for the owner and admins.
    expect((await setAlicePrivacy({ show_in_directory: false })).status).toBe(200);
    await expectTrue();
    for (const who of ["visitor", "bob"] as const) {
      const f = await filtersOf(who);
      expect(f.locations).not.toContain("Kohima, Nagaland");
      expect(f.graduation_years).not.toContain(1951);
      expect(f.industries).not.toContain("Forestry");
    }
    for (const who of ["alice", "admin"] as const) {
      const f = await filtersOf(who);
      expect(f.locations).toContain("Kohima, Nagaland");
      expect(f.graduation_years).toContain(1951);
      expect(f.industries).toContain("Forestry");
    }
    // Withholding the year: the year is not offered to others; location and industry still are.
    expect((await setAlicePrivacy({ show_graduation_year: false })).status).toBe(200);
    await expectTrue();
    for (const who of ["visitor", "bob"] as const) {
      const f = await filtersOf(who);
      expect(f.graduation_years).not.toContain(1951);
      expect(f.locations).toContain("Kohima, Nagaland");
    }
    expect((await filtersOf("alice")).graduation_years).toContain(1951);
    expect((await filtersOf("admin")).graduation_years).toContain(1951);
    // The other two settings change nothing here.
    for (const patch of [
      { show_contact_info: true },
      { allow_messages: false },
      { show_contact_info: false, allow_messages: true },
    ]) {
      expect((await setAlicePrivacy(patch)).status).toBe(200);
      await expectTrue();
    }
    expect((await filtersOf("bob")).graduation_years).toContain(1951);
  });

  it("after an admin CSV import", async () => {
    const csv = [
      "Name,House,Graduation Year,Current Role,Company,Location,Created At",
      "Hari Nair,Tata,1955,Engineer,Acme,Imphal,2024-01-01",
      "Indu Pillai,,1955,,,imphal , Manipur,",
      "Jai Mehta,,,,,Delhi,",
      "Kavi Shah,,2011,,,,",
    ].join("\n");
    const result = await as("POST", "/api/v1/admin/alumni/import", { csv });
    expect(result.body.imported).toBe(4);
    await expectTrue();
    expect((await filtersOf("visitor")).graduation_years).toEqual(expect.arrayContaining([1955, 2011]));
  });

  it("after bulk SQL updates and inserts", async () => {
    const db = ctx.database.db;
    // Written in SQL behind the app (as psql would): each is read once its notification arrived.
    await db.execute(sql`UPDATE profiles SET location = upper(location) WHERE location ILIKE 'imphal%'`);
    await ctx.changesHeard();
    await expectTrue();
    await db.execute(
      sql`UPDATE profiles SET privacy_settings = privacy_settings || '{"show_graduation_year": false}' WHERE graduation_year = 1955`,
    );
    await ctx.changesHeard();
    await expectTrue();
    await db.execute(sql`INSERT INTO profiles (display_name, graduation_year, location, industry)
      SELECT 'Bulk ' || i, 1990 + i % 3, (ARRAY['Agra', 'agra, UP', NULL])[1 + i % 3], 'Bulk' FROM generate_series(1, 30) AS i`);
    await ctx.changesHeard();
    await expectTrue();
    await db.execute(sql`DELETE FROM profiles WHERE display_name LIKE 'Bulk %' AND graduation_year = 1991`);
    await ctx.changesHeard();
    await expectTrue();
    await db.execute(sql`UPDATE profiles SET updated_at = now()`);
    await ctx.changesHeard();
    await expectTrue();
  });

  it("after admin deletes: values of no remaining profile disappear, the summary keeps no zero rows", async () => {
    const list = await as("GET", "/api/v1/admin/alumni?search=Dev%20Iyer");
    const dev = list.body.items[0];
    expect((await as("DELETE", `/api/v1/admin/alumni/${dev.id}`)).status).toBe(204);
    await expectTrue();
    expect((await filtersOf("admin")).industries).not.toContain("Tea");
    expect((await filtersOf("admin")).locations).not.toContain("Shillong, India");
    const alumniBefore = (await answers("visitor")).statistics.alumni;
    expect((await as("DELETE", `/api/v1/admin/alumni/${bob.profileId}`)).status).toBe(204);
    await expectTrue();
    expect((await answers("visitor")).statistics.alumni).toBe(alumniBefore - 1);
  });

  it("after concurrent writes that move profiles between the same keys both ways", async () => {
    const values = (i: number) => ({
      graduation_year: 1980 + (i % 2),
      location: i % 2 ? "Ooty" : "Kodaikanal, TN",
      industry: i % 2 ? "Cardamom" : "Pepper",
    });
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        as("POST", "/api/v1/admin/alumni", { display_name: `Swap ${i}`, ...values(i) }),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(Array(12).fill(201));
    await expectTrue();
    const swapped = await Promise.all(
      created.map((r, i) => as("PATCH", `/api/v1/admin/alumni/${r.body.id}`, values(i + 1))),
    );
    expect(swapped.map((r) => r.status)).toEqual(Array(12).fill(200));
    await expectTrue();
    const removed = await Promise.all(
      created.filter((_, i) => i % 3 === 0).map((r) => as("DELETE", `/api/v1/admin/alumni/${r.body.id}`)),
    );
    expect(removed.map((r) => r.status)).toEqual(Array(4).fill(204));
    await expectTrue();
  });

  it("the summary equals a rebuild from profiles", async () => {
    const rebuilt = await queryRows(
      ctx.database.db,
      sql`WITH p AS (SELECT *, ${dirOn} AS listed FROM profiles)
          SELECT kind, value,
            count(*)::int AS total_count,
            (count(*) FILTER (WHERE listed))::int AS listed_count,
            (count(*) FILTER (WHERE listed
              AND (privacy_settings ->> 'show_graduation_year') IS DISTINCT FROM 'false'))::int AS year_shown_count
          FROM (
            SELECT 'year' AS kind, coalesce(graduation_year::text, '') AS value, privacy_settings, listed FROM p
            UNION ALL SELECT 'location', location, privacy_settings, listed FROM p WHERE btrim(coalesce(location, '')) <> ''
            UNION ALL SELECT 'industry', industry, privacy_settings, listed FROM p WHERE btrim(coalesce(industry, '')) <> ''
            UNION ALL SELECT 'city', lower(btrim(split_part(location, ',', 1))), privacy_settings, listed FROM p
              WHERE btrim(split_part(location, ',', 1)) <> ''
          ) AS k
          GROUP BY kind, value ORDER BY kind, value`,
    );
    expect(rebuilt.length).toBeGreaterThan(10);
    const kept = await queryRows(
      ctx.database.db,
      sql`SELECT kind, value, total_count, listed_count, year_shown_count FROM profile_facets ORDER BY kind, value`,
    );
    expect(kept).toEqual(rebuilt);
  });
});
