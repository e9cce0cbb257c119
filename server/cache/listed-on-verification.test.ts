import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../test/change-feed-fakes";
import { fewestQueries } from "../test/count-queries";
import {
  call,
  createMember,
  createTestApp,
  type Member,
  signUpUnverified,
  type TestContext,
} from "../test/harness";
import { ANY_TABLE } from "./change-feed";

// Issue 21, item 1 (decision 092) with the caches on (decisions 090, 091), CACHE_SECONDS far
// longer than any test: the answers kept while a sign-up was unverified must not outlive its
// verification — through the mailed link on this server (at once), or written anywhere else
// (by the tables' NOTIFY).
let ctx: TestContext;
let reader: Member;

beforeAll(async () => {
  ctx = await createTestApp({ env: { CACHE_SECONDS: "3600" } });
  reader = await createMember(ctx, { displayName: "Reena Reader" });
});
afterAll(async () => ctx.close());

/** The reads a visitor (no cookie) or the reader is answered from memory while nothing changed. */
async function cachedReads(name: string, cookie?: string) {
  const get = (url: string) => call(ctx, "GET", url, undefined, cookie);
  const names = (res: { body: { profiles: Array<{ display_name: string }> } }) =>
    res.body.profiles.map((p) => p.display_name);
  const home = (await get("/api/v1/home")).body;
  return {
    directory: names(await get("/api/v1/profiles?limit=500")).includes(name),
    search: names(await get(`/api/v1/profiles?search=${encodeURIComponent(name)}&limit=6`)).includes(name),
    featured: home.featured_alumni.some((p: { display_name: string }) => p.display_name === name),
    alumni: home.statistics.alumni as number,
  };
}

/** Those, and the filter options (kept for visitors; a member's add their own values, read each time). */
async function seen(name: string, cookie?: string) {
  const filters = await call(ctx, "GET", "/api/v1/profiles/filters", undefined, cookie);
  return { ...(await cachedReads(name, cookie)), locations: filters.body.locations as string[] };
}

/** Whether a repeat of `cachedReads` is answered from memory: no statement reaches the database. */
const warm = async (name: string, cookie?: string) =>
  fewestQueries(ctx.database, () => cachedReads(name, cookie), 3);

describe("a verification empties what the caches kept while the sign-up was unlisted", () => {
  it("through the mailed link on this server: listed at once for visitors and members", async () => {
    const { verifyPath } = await signUpUnverified(ctx, {
      displayName: "Vikram Pending",
      location: "Gangtok, India",
    });
    const before = {
      visitor: await seen("Vikram Pending"),
      reader: await seen("Vikram Pending", reader.cookie),
    };
    for (const view of Object.values(before)) {
      expect(view).toMatchObject({ directory: false, search: false, featured: false });
      expect(view.locations).not.toContain("Gangtok, India");
    }
    expect(await warm("Vikram Pending")).toBe(0);
    expect(await warm("Vikram Pending", reader.cookie)).toBe(0);

    // The link is a visitor's GET: the verification itself drops this server's caches before its
    // answer leaves (the NOTIFY of "user" and "profiles" may come later, under load).
    const heard: string[] = [];
    const stopHearing = ctx.deps.changes.subscribe((table) => heard.push(table));
    const verified = await ctx.app.inject({ method: "GET", url: verifyPath });
    const heardByTheAnswer = [...heard];
    stopHearing();
    expect(verified.statusCode).toBe(302);
    expect(heardByTheAnswer).toContain(ANY_TABLE);
    for (const [who, cookie] of [
      ["visitor", undefined],
      ["reader", reader.cookie],
    ] as const) {
      const after = await seen("Vikram Pending", cookie);
      expect(after).toMatchObject({
        directory: true,
        search: true,
        featured: true,
        alumni: before[who].alumni + 1,
      });
      expect(after.locations).toContain("Gangtok, India");
    }
  });

  it("written anywhere else (another server, psql): listed once the change reaches this server", async () => {
    const { input } = await signUpUnverified(ctx, {
      displayName: "Wanda Pending",
      location: "Aizawl, India",
    });
    const visitorBefore = await seen("Wanda Pending");
    const readerBefore = await seen("Wanda Pending", reader.cookie);
    expect(visitorBefore).toMatchObject({ directory: false, search: false, featured: false });
    expect(readerBefore).toMatchObject({ directory: false, search: false, featured: false });
    expect(await warm("Wanda Pending")).toBe(0);
    expect(await warm("Wanda Pending", reader.cookie)).toBe(0);

    // As Better Auth on another app server does it: no request through this one.
    await ctx.database.db.execute(sql`UPDATE "user" SET email_verified = true WHERE email = ${input.email}`);
    for (const [before, cookie] of [
      [visitorBefore, undefined],
      [readerBefore, reader.cookie],
    ] as const) {
      await eventually(async () => (await seen("Wanda Pending", cookie)).directory);
      const after = await seen("Wanda Pending", cookie);
      expect(after).toMatchObject({
        directory: true,
        search: true,
        featured: true,
        alumni: before.alumni + 1,
      });
      expect(after.locations).toContain("Aizawl, India");
    }
  });
});
