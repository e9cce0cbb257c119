import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/auth-schema";
import { userRoles } from "../db/schema";
import { fewestQueries } from "../test/count-queries";
import { call, createMember, createTestApp, grantRole, type TestContext } from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
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

  it("sees a role granted or removed at once (no cache to go stale on any server)", async () => {
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
