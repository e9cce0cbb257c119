import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../contract/ui-text";
import { verification } from "../../db/auth-schema";
import { mailLog } from "../../db/schema";
import { setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, ORIGIN, validSignUp, waitForMail } from "../../test/harness";

const t = setUpTestAppWith({ member: {} }, { realPasswordHashing: true });

/** Asks for a reset (as the Forgot password page does) and returns the mailed link. */
async function mailedResetLink(email: string): Promise<string> {
  const before = t.ctx.mail.length;
  const res = await call(t.ctx, "POST", "/api/auth/request-password-reset", { email });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mail = await waitForMail(
    t.ctx,
    (m) =>
      t.ctx.mail.indexOf(m) >= before && m.to === email && m.subject === "Reset your Alumni Portal password",
  );
  if (!mail.link) throw new Error("no link in the reset mail");
  return mail.link;
}

/** Follows a mailed link as the browser does: where does it land? */
async function landingOf(link: string): Promise<URL> {
  const res = await t.ctx.app.inject({ method: "GET", url: link.replace(ORIGIN, "") });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

const tokenOf = (landing: URL) => landing.searchParams.get("token") ?? "";
const resetWith = (token: string, newPassword: string) =>
  call(t.ctx, "POST", "/api/auth/reset-password", { token, newPassword });
const signIn = (email: string, password: string) =>
  call(t.ctx, "POST", "/api/v1/auth/sign-in", { email, password });

// Issue 21, item 2: "Forgot password?" → the mailed link → "Choose a new password" (/reset-password).

describe("the reset mail", () => {
  it("arrives through SMTP with a link that opens 'Choose a new password' on this site", async () => {
    const link = await mailedResetLink(t.member.email);
    expect(link.startsWith(`${ORIGIN}/`)).toBe(true);
    const landing = await landingOf(link);
    expect(landing.origin).toBe(ORIGIN);
    expect(landing.pathname).toBe("/reset-password");
    expect(tokenOf(landing)).not.toBe("");
    const mail = t.ctx.mail.findLast((m) => m.to === t.member.email);
    expect(mail?.text).toContain("The link works once, within an hour.");
    expect(mail?.html).toContain("Choose a new password");
  });

  it("opens the same page whatever address the request asked to return to", async () => {
    const other = await createMember(t.ctx);
    const before = t.ctx.mail.length;
    await call(t.ctx, "POST", "/api/auth/request-password-reset", {
      email: other.email,
      redirectTo: "/auth",
    });
    const { link = "" } = await waitForMail(
      t.ctx,
      (m) => t.ctx.mail.indexOf(m) >= before && m.to === other.email,
    );
    expect((await landingOf(link)).pathname).toBe("/reset-password");
  });
});

describe("a reset link", () => {
  it("works once: used, it is refused and opens the page with the 'invalid link' error", async () => {
    const m = await createMember(t.ctx);
    const link = await mailedResetLink(m.email);
    const token = tokenOf(await landingOf(link));
    expect((await resetWith(token, "FirstNew123")).status).toBe(200);
    expect((await signIn(m.email, "FirstNew123")).status).toBe(200);

    const again = await resetWith(token, "SecondNew456");
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: { code: "VALIDATION_FAILED", message: AUTH_MESSAGES.invalidLink } });
    expect((await signIn(m.email, "SecondNew456")).status).toBe(401);
    const landing = await landingOf(link);
    expect(landing.pathname).toBe("/reset-password");
    expect(landing.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(landing.searchParams.has("token")).toBe(false);
  });

  it("expires: after its hour it is refused and changes nothing", async () => {
    const m = await createMember(t.ctx);
    const link = await mailedResetLink(m.email);
    const token = tokenOf(await landingOf(link));
    const id = `reset-password:${token}`;
    const [stored] = await t.ctx.database.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, id));
    // Issued for one hour (the mail says so).
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
    await t.ctx.database.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verification.identifier, id));

    expect((await landingOf(link)).searchParams.get("error")).toBe("INVALID_TOKEN");
    const res = await resetWith(token, "Expired123");
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(AUTH_MESSAGES.invalidLink);
    expect((await signIn(m.email, "Secret123")).status).toBe(200);
  });

  it("lets an account that never verified its address sign in with the new password", async () => {
    const input = validSignUp();
    expect((await call(t.ctx, "POST", "/api/v1/auth/sign-up", input)).status).toBe(201);
    const email = input.email.toLowerCase();
    expect((await signIn(email, "Secret123")).status).toBe(403); // not verified yet
    const token = tokenOf(await landingOf(await mailedResetLink(email)));
    expect((await resetWith(token, "Verified123")).status).toBe(200);
    expect((await signIn(email, "Verified123")).status).toBe(200);
  });
});

describe("asking for a reset", () => {
  it("answers the same whether or not an account uses the address, and mails only an account", async () => {
    const unknown = `nobody.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const known = await call(t.ctx, "POST", "/api/auth/request-password-reset", { email: t.member.email });
    const stranger = await call(t.ctx, "POST", "/api/auth/request-password-reset", { email: unknown });
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    // The mail is written to the log in the request itself (the queue only delivers it).
    const logged = await t.ctx.database.db
      .select({ to: mailLog.toAddress })
      .from(mailLog)
      .where(like(mailLog.subject, "Reset your%"));
    expect(logged.map((r) => r.to)).toContain(t.member.email);
    expect(logged.map((r) => r.to)).not.toContain(unknown);
  });

  it("is limited per address in the same way for an unknown address", async () => {
    const unknown = `flood.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await call(t.ctx, "POST", "/api/auth/request-password-reset", { email: unknown })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("password reset", () => {
  it("applies spec §5's password rule and message, and changes nothing when refused", async () => {
    const token = tokenOf(await landingOf(await mailedResetLink(t.member.email)));
    for (const [newPassword, message] of [
      [
        "alllowercase",
        "Password must contain at least one uppercase letter, one lowercase letter, and one number",
      ],
      ["Short1", "Password must be at least 8 characters long"],
    ]) {
      const res = await call(t.ctx, "POST", "/api/auth/reset-password", { token, newPassword });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: "VALIDATION_FAILED", message, fields: { newPassword: message } },
      });
    }
    expect((await signIn(t.member.email, "alllowercase")).status).toBe(401);
    expect((await signIn(t.member.email, "Secret123")).status).toBe(200);
  });

  it("sets a password that follows the rule; the old one stops working", async () => {
    const token = tokenOf(await landingOf(await mailedResetLink(t.member.email)));
    const res = await call(t.ctx, "POST", "/api/auth/reset-password", { token, newPassword: "NewSecret456" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await signIn(t.member.email, "NewSecret456")).status).toBe(200);
    expect((await signIn(t.member.email, "Secret123")).status).toBe(401);
  });
});

describe("Better Auth's answers use the one error shape", () => {
  it("an unknown reset token", async () => {
    const res = await call(t.ctx, "POST", "/api/auth/reset-password", {
      token: "nope",
      newPassword: "NewSecret456",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "VALIDATION_FAILED", message: AUTH_MESSAGES.invalidLink } });
  });

  it("a verification link with a bad token", async () => {
    const res = await call(t.ctx, "GET", "/api/auth/verify-email?token=not-a-token");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: "UNAUTHENTICATED", message: AUTH_MESSAGES.invalidLink } });
  });

  it("a body that is not an object", async () => {
    const res = await t.ctx.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      payload: "[]",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "VALIDATION_FAILED", message: expect.any(String) } });
  });
});
