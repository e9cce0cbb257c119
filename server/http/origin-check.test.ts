import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/auth-schema";
import { profiles } from "../db/schema";
import { createMember, createTestApp, type Member, type TestContext } from "../test/harness";

// PUBLIC_URL is http://localhost:3000 in the test app; these requests reach it by another
// address, as a browser does at http://127.0.0.1:3000 or at the machine's LAN address.
let ctx: TestContext;
let member: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  member = await createMember(ctx, { displayName: "Rohan Mehta" });
});
afterAll(() => ctx.close());

function write(method: "POST" | "PATCH", url: string, host: string, origin: string, body: unknown = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { host, origin, cookie: member.cookie, "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

describe("Origin check for cookie-authenticated writes", () => {
  it("accepts a write whose Origin is the address the request was sent to", async () => {
    for (const host of ["127.0.0.1:3000", "192.168.1.20:3000"]) {
      const res = await write("PATCH", "/api/v1/profile", host, `http://${host}`, {
        location: `Pune ${host}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await ctx.database.db
        .select({ location: profiles.location })
        .from(profiles)
        .where(eq(profiles.id, member.profileId));
      expect(row.location).toBe(`Pune ${host}`);
    }
  });

  it("takes the Referer's origin when a browser sends no Origin", async () => {
    const res = await ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/profile",
      headers: {
        host: "127.0.0.1:3000",
        referer: "http://127.0.0.1:3000/profile",
        cookie: member.cookie,
        "content-type": "application/json",
      },
      payload: JSON.stringify({ location: "Nashik" }),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a foreign origin, and an origin that names a different host or scheme", async () => {
    for (const [host, origin] of [
      ["127.0.0.1:3000", "https://evil.example"],
      ["127.0.0.1:3000", "http://localhost:3001"],
      ["127.0.0.1:3000", "https://127.0.0.1:3000"],
      ["127.0.0.1:3000", "null"],
    ]) {
      const res = await write("PATCH", "/api/v1/profile", host, origin, { location: "Hacked" });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("BAD_ORIGIN");
    }
    const [row] = await ctx.database.db
      .select({ location: profiles.location })
      .from(profiles)
      .where(eq(profiles.id, member.profileId));
    expect(row.location).not.toBe("Hacked");
  });

  it("signs out for real from the site's own address: every session is gone", async () => {
    const other = await createMember(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-out",
      headers: {
        host: "127.0.0.1:3000",
        origin: "http://127.0.0.1:3000",
        cookie: other.cookie,
        "content-type": "application/json",
      },
      payload: "{}",
    });
    expect(res.statusCode).toBe(204);
    expect(await ctx.database.db.$count(session, eq(session.userId, other.userId))).toBe(0);
  });

  it("claims first admin from the site's own address", async () => {
    const res = await write("POST", "/api/v1/admin/claim", "127.0.0.1:3000", "http://127.0.0.1:3000");
    expect(res.statusCode, res.body).toBe(200);
  });

  it("lets Better Auth's password reset through from the site's own address", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: {
        host: "127.0.0.1:3000",
        origin: "http://127.0.0.1:3000",
        cookie: member.cookie, // a signed-in member's browser sends its cookies along
        "content-type": "application/json",
      },
      payload: JSON.stringify({ email: member.email, redirectTo: "/reset-password" }),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
