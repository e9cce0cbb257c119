import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createMember, createTestApp, type TestContext, validSignUp } from "../test/harness";
import { NUL_MESSAGE } from "./nul-guard";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe("safety baseline", () => {
  it("refuses a cookie-authenticated write from a foreign origin", async () => {
    const m = await createMember(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/admin/claim",
      headers: { cookie: m.cookie, origin: "https://evil.example", "content-type": "application/json" },
      payload: "{}",
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("BAD_ORIGIN");
  });

  it("answers malformed JSON, unknown API paths and oversized bodies in the one error shape", async () => {
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-in",
      headers: { "content-type": "application/json" },
      payload: "{nope",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION_FAILED");
    const missing = await call(ctx, "GET", "/api/v1/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("NOT_FOUND");
    const huge = await call(ctx, "POST", "/api/v1/auth/sign-in", {
      email: "a@b.co",
      password: "x".repeat(2 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers a NUL character in a query string or body with a 400, not a database 500", async () => {
    const reads = [
      "/api/v1/profiles?search=abc%00",
      "/api/v1/profiles?search=%00%00%00&limit=6",
      "/api/v1/profiles?location=a%00b",
      "/api/v1/news?search=%00",
      "/api/v1/news?category=%00",
    ];
    for (const url of reads) {
      const res = await call(ctx, "GET", url);
      expect(res.status, url).toBe(400);
      expect(res.body.error).toEqual({ code: "VALIDATION_FAILED", message: NUL_MESSAGE });
    }
    const signUp = await call(ctx, "POST", "/api/v1/auth/sign-up", validSignUp({ currentRole: "CTO\u0000" }));
    expect(signUp.status).toBe(400);
    expect(signUp.body.error.message).toBe(NUL_MESSAGE);
    const nested = await call(ctx, "POST", "/api/auth/sign-in/email", {
      email: "a@b.co",
      x: [{ "k\u0000": 1 }],
    });
    expect(nested.status).toBe(400);
  });

  it("sends a strict Content-Security-Policy", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).not.toContain("unsafe-eval");
  });

  it("sends helmet's headers, worked out once, on every response: API, page, file and error (decision 140)", async () => {
    const expected = {
      "content-security-policy":
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;" +
        "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "no-referrer",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    };
    for (const url of ["/api/health", "/api/v1/home", "/api/v1/nothing-here", "/alumni"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.headers, url).toMatchObject(expected);
      expect(res.headers["x-powered-by"], url).toBeUndefined();
    }
  });

  it("reports database reachability at /api/health", async () => {
    const res = await call(ctx, "GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body.database.reachable).toBe(true);
  });
});

describe("API description", () => {
  it("serves the OpenAPI document with the sign-up body schema", async () => {
    const res = await call(ctx, "GET", "/api/docs");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const signUp = res.body.paths["/api/v1/auth/sign-up"].post;
    expect(Object.keys(signUp.requestBody.content["application/json"].schema.properties)).toContain(
      "displayName",
    );
  });
});
