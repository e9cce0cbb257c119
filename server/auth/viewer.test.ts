import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/auth-schema";
import { userRoles } from "../db/schema";
import { eventually } from "../test/change-feed-fakes";
import { fewestQueries } from "../test/count-queries";
import { call, createMember, createTestApp, grantRole, type TestContext } from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  // Caches off on purpose: these tests are of the viewer's read itself (one statement per
  // request, a role seen at once without a cache); the kept viewer has its own app below.
  ctx = await createTestApp({ env: { CACHE_SECONDS: "0" } });
});
afterAll(() => ctx.close());

const settings = (cookie?: string) => call(ctx, "GET", "/api/v1/settings/public", undefined, cookie);

describe("the viewer of a signed-in request", () => {
  it("costs one query: session, user and roles together", async () => {
    const member = await createMember(ctx);
    await settings(member.cookie); // warm: Better Auth's context and the settings read
    const visitor = await fewestQueries(ctx.database, () => settings());
    const signedIn = await fewestQueries(ctx.database, () => settings(member.cookie));
    expect(signedIn - visitor).toBe(1);
  });

  it("without the viewer cache (CACHE_SECONDS=0), sees a role granted or removed at once", async () => {
    const m = await createMember(ctx);
    expect((await call(ctx, "GET", "/api/v1/admin/settings", undefined, m.cookie)).status).toBe(403);
    await grantRole(ctx, m.userId, "admin");
    expect((await call(ctx, "GET", "/api/v1/admin/settings", undefined, m.cookie)).status).toBe(200);
    expect((await call(ctx, "GET", "/api/v1/me", undefined, m.cookie)).body.viewer.roles).toEqual(["admin"]);
    await ctx.database.db.delete(userRoles).where(eq(userRoles.userId, m.userId));
    expect((await call(ctx, "GET", "/api/v1/admin/settings", undefined, m.cookie)).status).toBe(403);
  });

  it("treats a cookie with a forged signature, or a revoked or expired session, as a visitor", async () => {
    const m = await createMember(ctx);
    const [name, value] = m.cookie.split("=");
    const token = decodeURIComponent(value).split(".")[0];
    const forged = `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32, 7).toString("base64")}`)}`;
    expect((await call(ctx, "GET", "/api/v1/me", undefined, forged)).body.viewer).toBeNull();
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, m.userId));
    expect((await call(ctx, "GET", "/api/v1/me", undefined, m.cookie)).body.viewer).toBeNull();
    const other = await createMember(ctx);
    await call(ctx, "POST", "/api/v1/auth/sign-out", {}, other.cookie);
    expect((await call(ctx, "GET", "/api/v1/me", undefined, other.cookie)).body.viewer).toBeNull();
  });

  it("a session due for its rolling refresh is extended through Better Auth, as before", async () => {
    const m = await createMember(ctx);
    const soon = new Date(Date.now() + 2 * 86_400_000); // 2 of its 7 days left: past the 1-day update age
    await ctx.database.db.update(session).set({ expiresAt: soon }).where(eq(session.userId, m.userId));
    expect((await call(ctx, "GET", "/api/v1/me", undefined, m.cookie)).body.viewer.user.id).toBe(m.userId);
    const [row] = await ctx.database.db.select().from(session).where(eq(session.userId, m.userId));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });
});

describe("the viewer kept between writes (CACHE_SECONDS, decision 090)", () => {
  let cached: TestContext;
  beforeAll(async () => {
    cached = await createTestApp({ env: { CACHE_SECONDS: "3600" } });
  });
  afterAll(() => cached.close());

  const me = (cookie: string) => call(cached, "GET", "/api/v1/me", undefined, cookie);
  it("a member's repeated request costs no lookup", async () => {
    const m = await createMember(cached);
    const read = () => call(cached, "GET", "/api/v1/settings/public", undefined, m.cookie);
    await read();
    const visitor = await fewestQueries(cached.database, () =>
      call(cached, "GET", "/api/v1/settings/public"),
    );
    expect((await fewestQueries(cached.database, read)) - visitor).toBe(0);
  });

  it("a role granted or removed elsewhere (another server, psql) is seen once its NOTIFY arrives", async () => {
    const m = await createMember(cached);
    expect((await me(m.cookie)).body.viewer.roles).toEqual([]);
    await grantRole(cached, m.userId, "admin");
    await eventually(async () => (await me(m.cookie)).body.viewer.roles.includes("admin"));
    await cached.database.db.delete(userRoles).where(eq(userRoles.userId, m.userId));
    await eventually(async () => (await me(m.cookie)).body.viewer.roles.length === 0);
  });

  it("a sign-out through this server ends the session at once; a revoked one elsewhere soon after", async () => {
    const m = await createMember(cached);
    expect((await me(m.cookie)).body.viewer.user.id).toBe(m.userId);
    await call(cached, "POST", "/api/v1/auth/sign-out", {}, m.cookie);
    expect((await me(m.cookie)).body.viewer).toBeNull();
    const other = await createMember(cached);
    expect((await me(other.cookie)).body.viewer.user.id).toBe(other.userId);
    await cached.database.db.delete(session).where(eq(session.userId, other.userId));
    await eventually(async () => (await me(other.cookie)).body.viewer === null);
  });
});
