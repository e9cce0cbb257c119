import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BOOTSTRAP_MESSAGES } from "../../../contract/ui-text";
import { userRoles } from "../../db/schema";
import { setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, type Member } from "../../test/harness";
import { mayClaimAdmin } from "./queries";

/** This file's test app; its members are created by each test. */
const t = setUpTestAppWith({});

describe("first-admin claim", () => {
  it("visitors cannot claim; the check says no admin yet", async () => {
    expect((await call(t.ctx, "POST", "/api/v1/admin/claim", {})).status).toBe(401);
    expect((await call(t.ctx, "GET", "/api/v1/admin/exists")).body).toEqual({
      hasAdmin: false,
      mayClaim: false,
    });
  });

  // 20 sign-ups (scrypt each) first: allowed more than the default 30 s on a busy machine.
  it("20 simultaneous claims by 20 users make exactly one admin", { timeout: 120_000 }, async () => {
    const members: Member[] = [];
    for (let i = 0; i < 20; i++) members.push(await createMember(t.ctx));
    const check = await call(t.ctx, "GET", "/api/v1/admin/exists", undefined, members[0].cookie);
    expect(check.body).toEqual({ hasAdmin: false, mayClaim: true });
    const results = await Promise.all(
      members.map((m) => call(t.ctx, "POST", "/api/v1/admin/claim", {}, m.cookie)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.granted === true)).toHaveLength(1);
    expect(await t.ctx.database.db.$count(userRoles, eq(userRoles.role, "admin"))).toBe(1);
    expect((await call(t.ctx, "GET", "/api/v1/admin/exists")).body).toEqual({
      hasAdmin: true,
      mayClaim: false,
    });

    const winner = members[results.findIndex((r) => r.body.granted)];
    const me = await call(t.ctx, "GET", "/api/v1/me", undefined, winner.cookie);
    expect(me.body.viewer.roles).toEqual(["admin"]);
  });

  it("a later claim is refused with granted: false", async () => {
    const late = await createMember(t.ctx);
    const res = await call(t.ctx, "POST", "/api/v1/admin/claim", {}, late.cookie);
    expect(res.body).toEqual({ granted: false });
  });
});

describe("ADMIN_EMAILS: only the listed, verified addresses may claim", () => {
  // A second app, for this block only, with the allow-list set.
  const gated = setUpTestAppWith({}, { env: { ADMIN_EMAILS: " Office@Example.org , head@example.org" } });

  it("an unlisted member is refused with the reason, nothing granted; the listed one may claim", async () => {
    const stranger = await createMember(gated.ctx);
    expect((await call(gated.ctx, "GET", "/api/v1/admin/exists", undefined, stranger.cookie)).body).toEqual({
      hasAdmin: false,
      mayClaim: false,
    });
    const refused = await call(gated.ctx, "POST", "/api/v1/admin/claim", {}, stranger.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(BOOTSTRAP_MESSAGES.notListed);
    expect(await gated.ctx.database.db.$count(userRoles, eq(userRoles.role, "admin"))).toBe(0);

    const office = await createMember(gated.ctx, { email: "office@example.org" });
    expect((await call(gated.ctx, "GET", "/api/v1/admin/exists", undefined, office.cookie)).body).toEqual({
      hasAdmin: false,
      mayClaim: true,
    });
    expect((await call(gated.ctx, "POST", "/api/v1/admin/claim", {}, office.cookie)).body).toEqual({
      granted: true,
    });
  });

  it("a listed address that is not verified yet may not claim", async () => {
    expect(mayClaimAdmin(["head@example.org"], { email: "head@example.org", emailVerified: false })).toBe(
      false,
    );
    expect(mayClaimAdmin(["head@example.org"], { email: "Head@Example.org", emailVerified: true })).toBe(
      true,
    );
    expect(mayClaimAdmin(null, { email: "anyone@example.org", emailVerified: false })).toBe(true);
  });
});
