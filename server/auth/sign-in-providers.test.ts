import { and, eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_RIGHTS_MESSAGES } from "../../contract/ui-text";
import { account, user } from "../db/auth-schema";
import { profiles } from "../db/schema";
import {
  call,
  createMember,
  createTestApp,
  ORIGIN,
  sessionCookieFrom,
  type TestContext,
} from "../test/harness";

/**
 * Sign-in through an OpenID Connect provider, end to end against a real local provider
 * (oauth2-mock-server): our start endpoint → the provider's authorize endpoint → our callback,
 * which exchanges the code at the provider's token endpoint and checks the id token's signature
 * against its JWKS. Decision 068.
 */
let idp: OAuth2Server;
let ctx: TestContext;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate("RS256");
  await idp.start(0, "127.0.0.1");
  idp.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims));
  idp.service.on("beforeUserinfo", (res) => {
    res.body = { sub: claims.sub, ...claims };
  });
  ctx = await createTestApp({
    env: {
      OIDC_ISSUER: idp.issuer.url as string,
      OIDC_CLIENT_ID: "alumni-portal",
      OIDC_CLIENT_SECRET: "mock-secret",
      OIDC_NAME: "Example School",
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await idp.stop();
});

/** Starts a sign-in with the provider; answers the provider's address and the state cookie. */
async function start() {
  const res = await call(ctx, "POST", "/api/auth/sign-in/social", {
    provider: "oidc",
    callbackURL: "/",
    newUserCallbackURL: "/profile",
    errorCallbackURL: "/auth",
  });
  expect(res.status).toBe(200);
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]);
  return { url: res.body.url as string, cookie: cookies.join("; ") };
}

/** The provider approves (it signs in whoever `claims` describe) and sends the browser back. */
async function approveAndReturn(url: string, cookie: string) {
  const authorize = await fetch(url, { redirect: "manual" });
  expect(authorize.status).toBe(302);
  return followCallback(authorize.headers.get("location") as string, cookie);
}

async function followCallback(location: string, cookie: string) {
  const back = new URL(location);
  expect(back.origin).toBe(ORIGIN);
  const res = await ctx.app.inject({ method: "GET", url: back.pathname + back.search, headers: { cookie } });
  return {
    status: res.statusCode,
    location: String(res.headers.location ?? ""),
    setCookie: res.headers["set-cookie"],
  };
}

const uniq = () => crypto.randomUUID().slice(0, 8);

describe("sign-in with the school's OpenID Connect provider", () => {
  it("is offered on /auth only when configured", async () => {
    expect((await call(ctx, "GET", "/api/v1/auth/providers")).body).toEqual({
      providers: [{ id: "oidc", name: "Example School" }],
    });
    const plain = await createTestApp({
      env: { GOOGLE_CLIENT_ID: "g-id", MICROSOFT_CLIENT_ID: "m-id", MICROSOFT_CLIENT_SECRET: "m-secret" },
    });
    try {
      // Google lacks its secret: not offered.
      expect((await call(plain, "GET", "/api/v1/auth/providers")).body).toEqual({
        providers: [{ id: "microsoft", name: "Microsoft" }],
      });
      expect(
        (await call(plain, "POST", "/api/auth/sign-in/social", { provider: "oidc", callbackURL: "/" }))
          .status,
      ).toBeGreaterThanOrEqual(400);
    } finally {
      await plain.close();
    }
  });

  it("a new person arrives with a verified address: account, profile and session, sent to /profile", async () => {
    const email = `new.${uniq()}@school.example`;
    claims = { sub: `idp-${uniq()}`, email, email_verified: true, name: "Nina Provider" };
    const { url, cookie } = await start();
    expect(url.startsWith(idp.issuer.url as string)).toBe(true);
    const back = await approveAndReturn(url, cookie);
    expect(back.status).toBe(302);
    expect(back.location).toBe("/profile");
    const session = sessionCookieFrom(back.setCookie);
    const me = await call(ctx, "GET", "/api/v1/me", undefined, session);
    expect(me.body.viewer.user).toMatchObject({ email, name: "Nina Provider", emailVerified: true });
    const [profile] = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, me.body.viewer.user.id));
    expect(profile.displayName).toBe("Nina Provider");
    expect(me.body.viewer.profileId).toBe(profile.id);
    // The provider verified the address: listed at once (decision 092).
    expect((await call(ctx, "GET", `/api/v1/profiles/${profile.id}`)).status).toBe(200);
    // No password yet: deleting the account says how to get one, and changes nothing.
    const del = await call(ctx, "POST", "/api/v1/account/delete", { password: "Anything1" }, session);
    expect(del.status).toBe(403);
    expect(del.body.error.message).toBe(DATA_RIGHTS_MESSAGES.deleteNoPassword);
    expect(await ctx.database.db.$count(user, eq(user.email, email))).toBe(1);
  });

  it("a new person whose provider does not vouch for the address is listed nowhere until it is verified", async () => {
    const email = `unvouched.${uniq()}@school.example`;
    claims = { sub: `idp-${uniq()}`, email, email_verified: false, name: "Otto Unvouched" };
    const { url, cookie } = await start();
    await approveAndReturn(url, cookie);
    const [profile] = await ctx.database.db
      .select({ id: profiles.id, awaiting: profiles.awaitingVerification })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(eq(user.email, email));
    expect(profile.awaiting).toBe(true);
    expect((await call(ctx, "GET", `/api/v1/profiles/${profile.id}`)).status).toBe(404);
    expect(
      (await call(ctx, "GET", "/api/v1/profiles?search=Otto%20Unvouched&limit=6")).body.profiles,
    ).toEqual([]);
  });

  it("links to an existing member only through a verified address", async () => {
    const member = await createMember(ctx);
    claims = { sub: `idp-${uniq()}`, email: member.email, email_verified: true, name: "Same Person" };
    const { url, cookie } = await start();
    const back = await approveAndReturn(url, cookie);
    expect(back.location).toBe("/");
    const me = await call(ctx, "GET", "/api/v1/me", undefined, sessionCookieFrom(back.setCookie));
    expect(me.body.viewer.user.id).toBe(member.userId);
    const providers = await ctx.database.db
      .select({ p: account.providerId })
      .from(account)
      .where(eq(account.userId, member.userId));
    expect(providers.map((r) => r.p).sort()).toEqual(["credential", "oidc"]);
    expect(await ctx.database.db.$count(user, eq(user.email, member.email))).toBe(1);
  });

  it("refuses to link when the provider does not vouch for the address: back on /auth, nothing created", async () => {
    const member = await createMember(ctx);
    claims = { sub: `idp-${uniq()}`, email: member.email, email_verified: false, name: "Impostor" };
    const { url, cookie } = await start();
    const back = await approveAndReturn(url, cookie);
    expect(back.status).toBe(302);
    expect(back.location).toMatch(/^\/auth\?error=account_not_linked/);
    expect(([] as string[]).concat(back.setCookie ?? []).some((c) => /session_token=[^;]+/.test(c))).toBe(
      false,
    );
    const linked = await ctx.database.db
      .select()
      .from(account)
      .where(and(eq(account.userId, member.userId), eq(account.providerId, "oidc")));
    expect(linked).toEqual([]);
  });

  it("a cancelled sign-in (the provider answers access_denied) lands on /auth with the reason, no session", async () => {
    const { url, cookie } = await start();
    const state = new URL(url).searchParams.get("state") as string;
    const back = await followCallback(
      `${ORIGIN}/api/auth/callback/oidc?error=access_denied&error_description=cancelled&state=${state}`,
      cookie,
    );
    expect(back.status).toBe(302);
    expect(back.location).toMatch(/^\/auth\?error=access_denied/);
    expect(([] as string[]).concat(back.setCookie ?? []).some((c) => /session_token=[^;]+/.test(c))).toBe(
      false,
    );
  });
});
