import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createMember, createTestApp, type Member, type TestContext } from "../../test/harness";

// The directory's House filter (issue 21 item 10): the server filters, for every viewer (house is
// in the public subset), and lists with different houses are never answered from one shared read.
let ctx: TestContext;
let tata: Member;
let jaipur: Member;

beforeAll(async () => {
  ctx = await createTestApp({ env: { CACHE_SECONDS: "3600" } });
  tata = await createMember(ctx, { displayName: "Hema Tata", house: "Tata" });
  jaipur = await createMember(ctx, { displayName: "Hema Jaipur", house: "Jaipur" });
});
afterAll(async () => ctx.close());

const list = async (qs: string, cookie?: string) => {
  const res = await call(ctx, "GET", `/api/v1/profiles?${qs}`, undefined, cookie);
  expect(res.status).toBe(200);
  return res.body.profiles.map((p: { id: string; house: string }) => [p.id, p.house]);
};

describe("directory House filter", () => {
  it("lists only the chosen house's profiles, for visitors and members, each house its own list", async () => {
    for (const cookie of [undefined, tata.cookie]) {
      expect(await list("search=hema&limit=500", cookie)).toHaveLength(2);
      expect(await list("search=hema&house=Tata&limit=500", cookie)).toEqual([[tata.profileId, "Tata"]]);
      expect(await list("search=hema&house=Jaipur&limit=500", cookie)).toEqual([
        [jaipur.profileId, "Jaipur"],
      ]);
      expect(await list("search=hema&house=Jaipur&limit=6", cookie)).toEqual([[jaipur.profileId, "Jaipur"]]);
      expect(await list("house=Nobody&limit=500", cookie)).toEqual([]);
    }
  });

  it("a blank house is no filter; a house name too long is a clear 400", async () => {
    expect(await list("search=hema&house=&limit=500")).toHaveLength(2);
    const res = await call(ctx, "GET", `/api/v1/profiles?house=${"x".repeat(61)}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("house");
  });
});
