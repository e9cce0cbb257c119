import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createMember, createTestApp, type TestContext } from "../../test/harness";

// Issue 21 item 10: "London, UK" and "London, United Kingdom" are one place in the directory's
// location filter (decision 097): offered once, and choosing it lists profiles of either spelling.
let ctx: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp({ env: { CACHE_SECONDS: "3600" } });
  for (const [name, location] of [
    ["Lara Uk", "London, UK"],
    ["Lara Kingdom", "London, United Kingdom"],
    ["Lara Spaced", "london ,  U.K."],
    ["Lara Ontario", "London, Ontario"],
  ]) {
    ids[name] = (await createMember(ctx, { displayName: name, location })).profileId;
  }
});
afterAll(async () => ctx.close());

const listed = async (location: string, cookie?: string) => {
  const res = await call(
    ctx,
    "GET",
    `/api/v1/profiles?search=lara&limit=500&location=${encodeURIComponent(location)}`,
    undefined,
    cookie,
  );
  expect(res.status).toBe(200);
  return res.body.profiles.map((p: { id: string }) => p.id).sort();
};

describe("one place however it is spelled", () => {
  it("offers London, United Kingdom once, beside London, Ontario", async () => {
    const options = (await call(ctx, "GET", "/api/v1/profiles/filters")).body.locations as string[];
    expect(options.filter((l) => l.toLowerCase().startsWith("london"))).toEqual([
      "London, Ontario",
      "London, United Kingdom",
    ]);
  });

  it("the offered place, or any spelling of it, lists every spelling and no other London", async () => {
    const uk = [ids["Lara Uk"], ids["Lara Kingdom"], ids["Lara Spaced"]].sort();
    expect(await listed("London, United Kingdom")).toEqual(uk);
    expect(await listed("London, UK")).toEqual(uk);
    expect(await listed("London, Ontario")).toEqual([ids["Lara Ontario"]]);
    expect(await listed("London")).toEqual([]);
  });
});
