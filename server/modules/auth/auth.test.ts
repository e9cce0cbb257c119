import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES, VALIDATION } from "../../../contract/messages";
import { buildApp } from "../../app";
import { composeDeps } from "../../compose";
import { loadConfig } from "../../config";
import { profiles, session, user } from "../../db/schema";
import { NUL_MESSAGE } from "../../http/nul-guard";
import {
  call,
  createMember,
  createTestApp,
  ORIGIN,
  sessionCookieFrom,
  type TestContext,
  validSignUp,
} from "../../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe("sign-up at the API refuses what the form refuses, with the same words", () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ["bad e-mail", { email: "nope" }, "email", VALIDATION.email],
    ["long e-mail", { email: `${"a".repeat(250)}@x.org` }, "email", VALIDATION.email],
    ["short password", { password: "Ab1", confirmPassword: "Ab1" }, "password", VALIDATION.passwordTooShort],
    [
      "long password",
      { password: `Aa1${"x".repeat(125)}`, confirmPassword: `Aa1${"x".repeat(125)}` },
      "password",
      VALIDATION.passwordTooLong,
    ],
    [
      "weak password",
      { password: "alllower1", confirmPassword: "alllower1" },
      "password",
      VALIDATION.passwordComplexity,
    ],
    ["mismatch", { confirmPassword: "Other1234" }, "confirmPassword", VALIDATION.passwordsDoNotMatch],
    ["bad name", { displayName: "R2" }, "displayName", VALIDATION.fullName],
    ["old year", { graduationYear: 1900 }, "graduationYear", VALIDATION.graduationYear],
    ["bad linkedin", { linkedinUrl: "not a url" }, "linkedinUrl", VALIDATION.linkedinUrl],
    ["script linkedin", { linkedinUrl: "javascript:alert(1)" }, "linkedinUrl", VALIDATION.linkedinUrl],
  ];
  it.each(cases)(
    "%s → 400 with the spec's message, nothing created",
    async (_name, overrides, field, message) => {
      const before = await ctx.database.db.$count(user);
      const res = await call(ctx, "POST", "/api/v1/auth/sign-up", validSignUp(overrides as never));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      expect(res.body.error.fields[field]).toBe(message);
      expect(await ctx.database.db.$count(user)).toBe(before);
    },
  );
});

describe("sign-up, verification, sign-in, sign-out", () => {
  it("creates the user and the profile from the sign-up data, and mails a verification link", async () => {
    const input = validSignUp({
      displayName: "Kabir Sethi",
      house: "Jaipur",
      graduationYear: 1998,
      bio: "Hello",
      linkedinUrl: "https://linkedin.com/in/kabir",
    });
    const res = await call(ctx, "POST", "/api/v1/auth/sign-up", input);
    expect(res.status).toBe(201);
    const [u] = await ctx.database.db.select().from(user).where(eq(user.email, input.email));
    expect(u.emailVerified).toBe(false);
    const [p] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, u.id));
    expect(p).toMatchObject({
      displayName: "Kabir Sethi",
      house: "Jaipur",
      graduationYear: 1998,
      bio: "Hello",
      currentRole: "Engineer",
      company: "Acme",
    });
    expect(p.privacySettings).toEqual({
      show_in_directory: true,
      show_contact_info: false,
      show_graduation_year: true,
      allow_messages: true,
    });
    expect(ctx.mail.at(-1)?.to).toBe(input.email);
    expect(ctx.mail.at(-1)?.link).toContain("/api/auth/verify-email?token=");
  });

  it("an unverified account cannot sign in; a verified one can; a wrong password is refused", async () => {
    const input = validSignUp();
    await call(ctx, "POST", "/api/v1/auth/sign-up", input);
    const unverified = await call(ctx, "POST", "/api/v1/auth/sign-in", {
      email: input.email,
      password: input.password,
    });
    expect(unverified.status).toBe(403);
    expect(unverified.body.error.message).toBe(AUTH_MESSAGES.emailNotVerified);

    const link = ctx.mail.filter((m) => m.to === input.email).at(-1)!.link!;
    const verify = await ctx.app.inject({ method: "GET", url: link.replace(ORIGIN, "") });
    expect(verify.statusCode).toBe(302);

    const wrong = await call(ctx, "POST", "/api/v1/auth/sign-in", {
      email: input.email,
      password: "Wrong1234",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe(AUTH_MESSAGES.invalidCredentials);

    const ok = await call(ctx, "POST", "/api/v1/auth/sign-in", {
      email: input.email.toUpperCase(),
      password: input.password,
    });
    expect(ok.status).toBe(200);
    const me = await call(ctx, "GET", "/api/v1/me", undefined, sessionCookieFrom(ok.headers["set-cookie"]));
    expect(me.body.viewer.user.email).toBe(input.email);
  });

  it("a second sign-up with a known address reveals nothing and creates nothing; the owner is told", async () => {
    const m = await createMember(ctx);
    const count = await ctx.database.db.$count(user);
    const res = await call(ctx, "POST", "/api/v1/auth/sign-up", validSignUp({ email: m.email }));
    expect(res.status).toBe(201);
    expect(await ctx.database.db.$count(user)).toBe(count);
    expect(ctx.mail.at(-1)).toMatchObject({ to: m.email });
    expect(ctx.mail.at(-1)?.link).toBeUndefined();
  });

  it("sign-out revokes every session of the user", async () => {
    const m = await createMember(ctx);
    const second = await call(ctx, "POST", "/api/v1/auth/sign-in", { email: m.email, password: "Secret123" });
    const otherDevice = sessionCookieFrom(second.headers["set-cookie"]);
    expect((await call(ctx, "GET", "/api/v1/me", undefined, otherDevice)).body.viewer).not.toBeNull();

    const out = await call(ctx, "POST", "/api/v1/auth/sign-out", {}, m.cookie);
    expect(out.status).toBe(204);
    expect((await call(ctx, "GET", "/api/v1/me", undefined, m.cookie)).body.viewer).toBeNull();
    expect((await call(ctx, "GET", "/api/v1/me", undefined, otherDevice)).body.viewer).toBeNull();
    expect(await ctx.database.db.$count(session, eq(session.userId, m.userId))).toBe(0);
  });
});

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

  it("reports database reachability at /api/health", async () => {
    const res = await call(ctx, "GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body.database.reachable).toBe(true);
  });
});

describe("rate limits and logs", () => {
  it("limits sign-in attempts per address and never logs a password", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "trace" },
      new Writable({
        write: (c, _e, cb) => {
          lines.push(String(c));
          cb();
        },
      }),
    );
    const config = loadConfig({
      DATA_DIR: "/tmp/alumni-rate-test",
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: "x".repeat(40),
      SEED: "none",
    });
    const mailer = { send: async () => {} };
    const deps = await composeDeps({ config, database: ctx.database, mailer });
    const app = await buildApp(deps, { logger });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/v1/auth/sign-in",
        headers: { "content-type": "application/json", origin: ORIGIN },
        payload: JSON.stringify({ email: `nobody${i}@example.org`, password: "TopSecret987" }), // one account each: the per-address limit is under test
      });
      statuses.push(res.statusCode);
    }
    await app.close();
    await deps.stop();
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(lines.join("")).not.toContain("TopSecret987");
  });
});

describe("client address for rate limits", () => {
  async function signInStatuses(env: Record<string, string>, forwardedFor: (i: number) => string) {
    const config = loadConfig({
      DATA_DIR: "/tmp/alumni-rate-test",
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: "x".repeat(40),
      SEED: "none",
      ...env,
    });
    const mailer = { send: async () => {} };
    const deps = await composeDeps({ config, database: ctx.database, mailer });
    const app = await buildApp(deps);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/v1/auth/sign-in",
        headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": forwardedFor(i) },
        payload: JSON.stringify({ email: `nobody${i}@example.org`, password: "TopSecret987" }), // one account each: the per-address limit is under test
      });
      statuses.push(res.statusCode);
    }
    await app.close();
    await deps.stop();
    return statuses;
  }

  it("ignores X-Forwarded-For by default, so a client cannot rotate it past the sign-in limit", async () => {
    const statuses = await signInStatuses({}, (i) => `203.0.113.${i + 1}`);
    expect(statuses.at(-1)).toBe(429);
  });

  it("believes X-Forwarded-For from the proxy TRUST_PROXY names", async () => {
    expect(loadConfig({ DATA_DIR: "/tmp/alumni-rate-test", TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: "/tmp/alumni-rate-test" }).trustProxy).toBe(false);
    const statuses = await signInStatuses({ TRUST_PROXY: "127.0.0.1" }, (i) => `203.0.113.${i + 1}`);
    expect(statuses.every((s) => s === 401)).toBe(true);
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

describe("Better Auth endpoints outside the product", () => {
  it("are not reachable: a signed-in member cannot rename themselves around the sign-up rules", async () => {
    const m = await createMember(ctx);
    for (const [method, url] of [
      ["POST", "/api/auth/update-user"],
      ["POST", "/api/auth/change-email"],
      ["GET", "/api/auth/list-sessions"],
      ["POST", "/api/auth/sign-up/email"],
      ["POST", "/api/auth/sign-in/email"],
    ] as const) {
      const res = await call(
        ctx,
        method,
        url,
        method === "POST" ? { name: "<b>R2D2</b>" } : undefined,
        m.cookie,
      );
      expect(res.status, url).toBe(404);
    }
    const [u] = await ctx.database.db.select().from(user).where(eq(user.id, m.userId));
    expect(u.name).toBe("Test Member");
  });

  it("the mailed links still work: e-mail verification (see the sign-up tests) and password reset", async () => {
    const m = await createMember(ctx);
    const reset = await call(ctx, "POST", "/api/auth/request-password-reset", {
      email: m.email,
      redirectTo: "/auth",
    });
    expect(reset.status).toBe(200);
    expect(ctx.mail.at(-1)).toMatchObject({ to: m.email });
    expect(ctx.mail.at(-1)?.link).toContain("/api/auth/reset-password/");
  });
});
