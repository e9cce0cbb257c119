import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, VALIDATION } from "../../../contract/ui-text";
import { profiles, session, user } from "../../db/schema";
import { setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, ORIGIN, sessionCookieFrom, validSignUp, waitForMail } from "../../test/harness";

const t = setUpTestAppWith({}, { realPasswordHashing: true });

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
      const before = await t.ctx.database.db.$count(user);
      const res = await call(t.ctx, "POST", "/api/v1/auth/sign-up", validSignUp(overrides as never));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      expect(res.body.error.fields[field]).toBe(message);
      expect(await t.ctx.database.db.$count(user)).toBe(before);
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
    const res = await call(t.ctx, "POST", "/api/v1/auth/sign-up", input);
    expect(res.status).toBe(201);
    const [u] = await t.ctx.database.db.select().from(user).where(eq(user.email, input.email));
    expect(u.emailVerified).toBe(false);
    const [p] = await t.ctx.database.db.select().from(profiles).where(eq(profiles.userId, u.id));
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
      show_events_attended: false, // events attended are the member's to show (decision 111)
    });
    const mail = await waitForMail(t.ctx, (m) => m.to === input.email);
    expect(mail.link).toContain("/api/auth/verify-email?token=");
  });

  it("an unverified account cannot sign in; a verified one can; a wrong password is refused", async () => {
    const input = validSignUp();
    await call(t.ctx, "POST", "/api/v1/auth/sign-up", input);
    const unverified = await call(t.ctx, "POST", "/api/v1/auth/sign-in", {
      email: input.email,
      password: input.password,
    });
    expect(unverified.status).toBe(403);
    expect(unverified.body.error.message).toBe(AUTH_MESSAGES.emailNotVerified);

    const { link } = await waitForMail(t.ctx, (m) => m.to === input.email);
    if (!link) throw new Error("no link in the verification mail");
    const verify = await t.ctx.app.inject({ method: "GET", url: link.replace(ORIGIN, "") });
    expect(verify.statusCode).toBe(302);

    const wrong = await call(t.ctx, "POST", "/api/v1/auth/sign-in", {
      email: input.email,
      password: "Wrong1234",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe(AUTH_MESSAGES.invalidCredentials);

    const ok = await call(t.ctx, "POST", "/api/v1/auth/sign-in", {
      email: input.email.toUpperCase(),
      password: input.password,
    });
    expect(ok.status).toBe(200);
    const me = await call(t.ctx, "GET", "/api/v1/me", undefined, sessionCookieFrom(ok.headers["set-cookie"]));
    expect(me.body.viewer.user.email).toBe(input.email);
  });

  it("a second sign-up with a known address reveals nothing and creates nothing; the owner is told", async () => {
    const m = await createMember(t.ctx);
    const count = await t.ctx.database.db.$count(user);
    const res = await call(t.ctx, "POST", "/api/v1/auth/sign-up", validSignUp({ email: m.email }));
    expect(res.status).toBe(201);
    expect(await t.ctx.database.db.$count(user)).toBe(count);
    const told = await waitForMail(
      t.ctx,
      (mail) => mail.to === m.email && mail.subject.startsWith("Someone tried"),
    );
    expect(told.link).toBeUndefined();
  });

  it("sign-out revokes every session of the user", async () => {
    const m = await createMember(t.ctx);
    const second = await call(t.ctx, "POST", "/api/v1/auth/sign-in", {
      email: m.email,
      password: "Secret123",
    });
    const otherDevice = sessionCookieFrom(second.headers["set-cookie"]);
    expect((await call(t.ctx, "GET", "/api/v1/me", undefined, otherDevice)).body.viewer).not.toBeNull();

    const out = await call(t.ctx, "POST", "/api/v1/auth/sign-out", {}, m.cookie);
    expect(out.status).toBe(204);
    expect((await call(t.ctx, "GET", "/api/v1/me", undefined, m.cookie)).body.viewer).toBeNull();
    expect((await call(t.ctx, "GET", "/api/v1/me", undefined, otherDevice)).body.viewer).toBeNull();
    expect(await t.ctx.database.db.$count(session, eq(session.userId, m.userId))).toBe(0);
  });
});
