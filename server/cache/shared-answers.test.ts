import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { houses, profiles } from "../db/schema";
import { eventually } from "../test/change-feed-fakes";
import { fewestQueries } from "../test/count-queries";
import { SPEC_PRIVACY_DEFAULTS } from "../test/fixtures";
import { call, createMember, createTestApp, type Member, type TestContext } from "../test/harness";
import { updateOwnProfile } from "../test/member-calls";
import { VISITOR_FIELDS } from "../test/profile-fields";

// Answers to visitors kept in memory between writes (decision 090), on PGlite and PostgreSQL.
// CACHE_SECONDS is far longer than any test, so only a write can have emptied the cache.
let ctx: TestContext;
let alice: Member;

beforeAll(async () => {
  ctx = await createTestApp({ env: { CACHE_SECONDS: "3600" } });
  await ctx.database.db.insert(houses).values([{ name: "Tata" }, { name: "Oberoi" }]);
  alice = await createMember(ctx, { displayName: "Alice Rao", company: "Acme" });
});
afterAll(async () => ctx.close());

const visitorGet = (url: string) => call(ctx, "GET", url);

describe("answers to visitors from memory", () => {
  it("a visitor's repeated read costs no statement and gets the same answer", async () => {
    const url = `/api/v1/profiles/${alice.profileId}`;
    const first = await visitorGet(url);
    expect(first.status).toBe(200);
    expect(await fewestQueries(ctx.database, () => visitorGet(url), 3)).toBe(0);
    expect(await visitorGet(url)).toMatchObject({ status: 200, body: first.body });
  });

  it("a member is never answered from it, nor a visitor given the member's answer", async () => {
    const url = `/api/v1/profiles/${alice.profileId}`;
    await visitorGet(url);
    const bob = await createMember(ctx, { displayName: "Bob Das" });
    const asMember = await call(ctx, "GET", url, undefined, bob.cookie);
    expect(Object.keys(asMember.body.profile).some((k) => !VISITOR_FIELDS.includes(k))).toBe(true);
    const asVisitor = await visitorGet(url);
    expect(Object.keys(asVisitor.body.profile).every((k) => VISITOR_FIELDS.includes(k))).toBe(true);
  });

  it("House Cup and news depend on nobody: a member is answered from the copy a visitor's read left", async () => {
    const bob = await createMember(ctx, { displayName: "Bob Menon" });
    for (const url of ["/api/v1/house-cup", "/api/v1/news"]) {
      const visitor = await visitorGet(url);
      await call(ctx, "GET", "/api/v1/me", undefined, bob.cookie); // the viewer is known
      const asMember = () => call(ctx, "GET", url, undefined, bob.cookie);
      expect(await fewestQueries(ctx.database, asMember, 3)).toBe(0);
      expect(await asMember()).toMatchObject({ status: 200, body: visitor.body });
    }
  });

  it("a member's home and profile pages read no statement once warm, yet are presented for them", async () => {
    const dan = await createMember(ctx, { displayName: "Dan Iyer", company: "Gamma", currentRole: "Chair" });
    const urls = ["/api/v1/home", `/api/v1/profiles/${alice.profileId}`, `/api/v1/profiles/${dan.profileId}`];
    for (const url of urls) await call(ctx, "GET", url, undefined, dan.cookie);
    for (const url of urls) {
      expect(await fewestQueries(ctx.database, () => call(ctx, "GET", url, undefined, dan.cookie), 3)).toBe(
        0,
      );
    }
    const own = await call(ctx, "GET", `/api/v1/profiles/${dan.profileId}`, undefined, dan.cookie);
    const asVisitor = await visitorGet(`/api/v1/profiles/${dan.profileId}`);
    expect(Object.keys(own.body.profile).length).toBeGreaterThan(Object.keys(asVisitor.body.profile).length);
    // Their own edit, read back at once through the server that took it.
    await call(ctx, "PATCH", "/api/v1/profile", { company: "Delta" }, dan.cookie);
    const after = await call(ctx, "GET", `/api/v1/profiles/${dan.profileId}`, undefined, dan.cookie);
    expect(after.body.profile.company).toBe("Delta");
  });

  it("a member who leaves the directory through the API is gone for visitors at once", async () => {
    const carol = await createMember(ctx, { displayName: "Carol Zubin" });
    const page = `/api/v1/profiles/${carol.profileId}`;
    const search = "/api/v1/profiles?search=zubin&limit=6";
    expect((await visitorGet(page)).status).toBe(200);
    expect((await visitorGet(search)).body.profiles.map((p: { id: string }) => p.id)).toEqual([
      carol.profileId,
    ]);
    const home = (await visitorGet("/api/v1/home")).body.statistics.alumni;

    const hide = await updateOwnProfile(ctx, carol, {
      privacy_settings: { ...SPEC_PRIVACY_DEFAULTS, show_in_directory: false },
    });
    expect(hide.status).toBe(200);
    expect((await visitorGet(page)).status).toBe(404);
    expect((await visitorGet(search)).body.profiles).toEqual([]);
    expect((await visitorGet("/api/v1/home")).body.statistics.alumni).toBe(home - 1);
  });

  it("a write from elsewhere (another server, a job, psql) reaches it through the tables' NOTIFY", async () => {
    const before = (await visitorGet("/api/v1/house-cup")).body;
    expect(JSON.stringify(before)).toContain("Oberoi");
    // Straight to the database, as another app server would write: no request through this one.
    await ctx.database.db.update(houses).set({ name: "Jaipur" }).where(eq(houses.name, "Oberoi"));
    await eventually(async () =>
      JSON.stringify((await visitorGet("/api/v1/house-cup")).body).includes("Jaipur"),
    );
    await ctx.database.db
      .update(profiles)
      .set({ displayName: "Alice Rao-Menon" })
      .where(eq(profiles.id, alice.profileId));
    await eventually(
      async () =>
        (await visitorGet(`/api/v1/profiles/${alice.profileId}`)).body.profile.display_name ===
        "Alice Rao-Menon",
    );
  });

  it("keeps one compressed copy per encoding, each the same JSON, and the plain answer without Accept-Encoding", async () => {
    await ctx.database.db
      .insert(profiles)
      .values(
        Array.from({ length: 20 }, (_, i) => ({ displayName: `Listed ${i}`, company: "Beta Industries" })),
      );
    const url = "/api/v1/profiles?limit=50";
    const plain = await ctx.app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await ctx.app.inject({
          method: "GET",
          url,
          headers: { "accept-encoding": `${encoding}` },
        });
        expect(res.headers["content-encoding"]).toBe(encoding);
        expect(res.headers.vary).toContain("accept-encoding");
        expect(res.headers["content-type"]).toContain("application/json");
        expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(JSON.parse(plain.body));
      }
      // Those compressed answers came from memory: kept as the JSON text, before compression.
      const compressed = () =>
        ctx.app.inject({ method: "GET", url, headers: { "accept-encoding": encoding } });
      expect(await fewestQueries(ctx.database, compressed, 3)).toBe(0);
    }
  });

  it("a missing profile is found once it exists (its shared read of nothing is emptied by the insert)", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await visitorGet(`/api/v1/profiles/${id}`)).status).toBe(404);
    expect((await visitorGet(`/api/v1/profiles/${id}`)).status).toBe(404);
    await ctx.database.db.insert(profiles).values({ id, displayName: "Late Arrival" });
    await eventually(async () => (await visitorGet(`/api/v1/profiles/${id}`)).status === 200);
  });
});
