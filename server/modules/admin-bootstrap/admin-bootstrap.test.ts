import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userRoles } from "../../db/schema";
import { call, createMember, createTestApp, type Member, type TestContext } from "../../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe("first-admin claim", () => {
  it("visitors cannot claim; the check says no admin yet", async () => {
    expect((await call(ctx, "POST", "/api/v1/admin/claim", {})).status).toBe(401);
    expect((await call(ctx, "GET", "/api/v1/admin/exists")).body).toEqual({ hasAdmin: false });
  });

  it("20 simultaneous claims by 20 users make exactly one admin", async () => {
    const members: Member[] = [];
    for (let i = 0; i < 20; i++) members.push(await createMember(ctx));
    const results = await Promise.all(
      members.map((m) => call(ctx, "POST", "/api/v1/admin/claim", {}, m.cookie)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.granted === true)).toHaveLength(1);
    expect(await ctx.database.db.$count(userRoles, eq(userRoles.role, "admin"))).toBe(1);
    expect((await call(ctx, "GET", "/api/v1/admin/exists")).body).toEqual({ hasAdmin: true });

    const winner = members[results.findIndex((r) => r.body.granted)];
    const me = await call(ctx, "GET", "/api/v1/me", undefined, winner.cookie);
    expect(me.body.viewer.roles).toEqual(["admin"]);
  });

  it("a later claim is refused with granted: false", async () => {
    const late = await createMember(ctx);
    const res = await call(ctx, "POST", "/api/v1/admin/claim", {}, late.cookie);
    expect(res.body).toEqual({ granted: false });
  });
});
