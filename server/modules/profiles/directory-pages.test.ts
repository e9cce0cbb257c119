import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../../contract/constants";
import { profiles } from "../../db/schema";
import { SPEC_PRIVACY_DEFAULTS } from "../../test/fixtures";
import { call, createTestApp, type TestContext } from "../../test/harness";

/**
 * The directory a page at a time (issue 22, decision 100): `page` cuts LIMITS.directoryPageSize
 * cards out of the same list the unpaged read gives, with the counts of the whole list; without
 * `page` the answer is as before.
 */
let ctx: TestContext;
const LISTED = 60;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.insert(profiles).values(
    Array.from({ length: LISTED + 5 }, (_, i) => ({
      displayName: `Pager Person ${String(i).padStart(2, "0")}`,
      company: `Firm ${i % 7}`,
      location: `Town ${i % 4}`,
      // The last five are hidden from the directory: neither listed nor counted.
      privacySettings: { ...SPEC_PRIVACY_DEFAULTS, show_in_directory: i < LISTED },
    })),
  );
  await ctx.changesHeard();
});

afterAll(async () => {
  await ctx?.close();
});

interface Listed {
  id: string;
  company?: string | null;
  location?: string | null;
}

const get = (query: string) => call(ctx, "GET", `/api/v1/profiles${query}`);
const ids = (list: Listed[]) => list.map((p) => p.id);

describe("directory pages", () => {
  it("each page is its slice of the whole list, with the whole list's counts", async () => {
    const whole = (await get("?search=pager")).body as { profiles: Listed[]; found?: unknown };
    expect(whole.found).toBeUndefined(); // unpaged: the answer as before
    expect(whole.profiles).toHaveLength(LISTED);
    const size = LIMITS.directoryPageSize;
    const pages = Math.ceil(LISTED / size);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const res = await get(`?search=pager&page=${page}`);
      expect(res.status).toBe(200);
      expect(ids(res.body.profiles)).toEqual(ids(whole.profiles.slice((page - 1) * size, page * size)));
      expect(res.body.found).toEqual({
        alumni: LISTED,
        locations: new Set(whole.profiles.map((p) => p.location)).size,
        companies: new Set(whole.profiles.map((p) => p.company)).size,
        page,
        pages,
      });
      seen.push(...ids(res.body.profiles));
    }
    expect(seen).toEqual(ids(whole.profiles));
  });

  it("the list's limit still bounds the pages (the spec's 500 for the directory)", async () => {
    const res = await get("?search=pager&limit=30&page=2");
    expect(res.body.profiles).toHaveLength(30 - LIMITS.directoryPageSize);
    expect(res.body.found).toMatchObject({ alumni: 30, page: 2, pages: 2 });
  });

  it("a page past the end is empty, its counts still true", async () => {
    const res = await get("?search=pager&page=9");
    expect(res.status).toBe(200);
    expect(res.body.profiles).toEqual([]);
    expect(res.body.found).toMatchObject({ alumni: LISTED, page: 9, pages: 3 });
  });

  it("a page that is not a whole number from 1 is refused with a clear 400", async () => {
    for (const [page, message] of [
      ["0", "page must be at least 1"],
      ["two", "page must be a whole number"],
      ["1.5", "page must be a whole number"],
      ["999", "page must be at most"],
    ]) {
      const res = await get(`?page=${page}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });
});
