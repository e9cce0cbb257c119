import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { SPEC_PRIVACY_DEFAULTS } from "../../test/fixtures";
import { call, createTestApp, type TestContext } from "../../test/harness";
import { ORDERED_WINDOW_PAGES } from "./queries";

/**
 * A directory search answers its first page from a window of the name order when that window
 * holds a full page, and sorts every match otherwise (decision 048). Both ways must give the
 * same page: the first matches by case-insensitive name, listable ones only.
 */
let ctx: TestContext;
const PAGE = 7; // the smallest directory-sized page (6 is the header's, answered another way)
const WINDOW = PAGE * ORDERED_WINDOW_PAGES;

interface Row {
  displayName: string;
  company: string;
  listed: boolean;
}
const rows: Row[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  // Early in the name order: many "Harbour" matches, mixed case, some hidden from the directory.
  for (let i = 0; i < 20; i++) {
    const first = ["aditi", "Arjun", "Bina", "bharat", "Chitra"][i % 5];
    rows.push({
      displayName: `${first} Early ${String(i).padStart(2, "0")}`,
      company: "Harbour Lines",
      listed: i % 4 !== 1,
    });
  }
  // The middle: past the window, matching nothing.
  for (let i = 0; i < WINDOW + 10; i++) {
    rows.push({
      displayName: `Mohan Filler ${String(i).padStart(3, "0")}`,
      company: "Quiet Works",
      listed: true,
    });
  }
  // Late in the name order, beyond the window: the only "Zephyr" matches.
  for (let i = 0; i < 12; i++) {
    const first = ["Zoya", "zaid", "Zubin"][i % 3];
    rows.push({
      displayName: `${first} Late ${String(i).padStart(2, "0")}`,
      company: "Zephyr Air",
      listed: i % 5 !== 2,
    });
  }
  await ctx.database.db.insert(profiles).values(
    rows.map((r) => ({
      displayName: r.displayName,
      company: r.company,
      privacySettings: { ...SPEC_PRIVACY_DEFAULTS, show_in_directory: r.listed },
    })),
  );
  await ctx.changesHeard();
});

afterAll(async () => {
  await ctx?.close();
});

const names = async (query: string) =>
  (await call(ctx, "GET", `/api/v1/profiles${query}`)).body.profiles.map(
    (p: { display_name: string }) => p.display_name,
  );

/** What a visitor's page must be, worked out here from the rows themselves. */
const expected = (term: string, limit: number) =>
  rows
    .filter((r) => r.listed && r.company.toLowerCase().includes(term))
    .map((r) => r.displayName)
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
    .slice(0, limit);

describe("directory search pages", () => {
  it("a term with a full page early in the name order: the first matches by name, hidden ones left out", async () => {
    const page = await names(`?search=harbour&limit=${PAGE}`);
    expect(page).toHaveLength(PAGE);
    expect(page).toEqual(expected("harbour", PAGE));
    expect(page).not.toContain("Arjun Early 01"); // hidden from the directory
  });

  it("a term whose matches sit beyond the window: every match sorted, the same rule", async () => {
    const page = await names(`?search=zephyr&limit=${PAGE}`);
    expect(page).toHaveLength(PAGE);
    expect(page).toEqual(expected("zephyr", PAGE));
    expect(page[0]).toBe("zaid Late 01");
  });

  it("fewer matches than a page: all of them, in name order", async () => {
    expect(await names("?search=zephyr&limit=500")).toEqual(expected("zephyr", 500));
    expect(await names("?search=harbour&limit=500")).toEqual(expected("harbour", 500));
  });
});
