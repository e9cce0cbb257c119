import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/auth-schema";
import { userRoles } from "../db/schema";
import { call, createMember, createTestApp, grantRole, type TestContext } from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Counts the statements the database client runs while fn runs (both drivers' query entry points). */
async function countQueries(fn: () => Promise<unknown>): Promise<number> {
  const client = (ctx.database.db as unknown as { $client: Record<string, unknown> }).$client;
  const methods = ["query", "exec", "execute"].filter((m) => typeof client[m] === "function");
  const originals = methods.map((m) => [m, client[m]] as const);
  let count = 0;
  for (const [m, original] of originals) {
    client[m] = (...args: unknown[]) => {
      count++;
      return (original as (...a: unknown[]) => unknown).apply(client, args);
    };
  }
  try {
    await fn();
  } finally {
    for (const [m, original] of originals) client[m] = original;
  }
  return count;
}

const settings = (cookie?: string) => call(ctx, "GET", "/api/v1/settings/public", undefined, cookie);

describe("the viewer of a signed-in request", () => {
  it("costs one query: session, user and roles together", async () => {
    const member = await createMember(ctx);
    await settings(member.cookie); // warm: Better Auth's context and the settings read
    // The job queue's workers poll the same pool in the background and can land inside a
    // window; they only ever add, so the fewest of five is the request's own count.
    const fewest = async (fn: () => Promise<unknown>) => {
      const counts: number[] = [];
      for (let i = 0; i < 5; i++) counts.push(await countQueries(fn));
      return Math.min(...counts);
    };
    const visitor = await fewest(() => settings());
    const signedIn = await fewest(() => settings(member.cookie));
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
