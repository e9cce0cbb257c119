import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../contract/ui-text";
import {
  call,
  createMember,
  createTestApp,
  type Member,
  type TestContext,
  waitForMail,
} from "../../test/harness";

let ctx: TestContext;
let member: Member;

beforeAll(async () => {
  ctx = await createTestApp();
  member = await createMember(ctx);
});
afterAll(() => ctx.close());

/** Asks for a reset e-mail and returns the token from its link. */
async function resetToken(email: string): Promise<string> {
  const before = ctx.mail.length;
  const res = await call(ctx, "POST", "/api/auth/request-password-reset", { email, redirectTo: "/auth" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { link = "" } = await waitForMail(ctx, (m) => ctx.mail.indexOf(m) >= before && m.to === email);
  const token = new URL(link).pathname.split("/").at(-1);
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

const signIn = (email: string, password: string) =>
  call(ctx, "POST", "/api/v1/auth/sign-in", { email, password });

describe("password reset", () => {
  it("applies spec §5's password rule and message, and changes nothing when refused", async () => {
    const token = await resetToken(member.email);
    for (const [newPassword, message] of [
      [
        "alllowercase",
        "Password must contain at least one uppercase letter, one lowercase letter, and one number",
      ],
      ["Short1", "Password must be at least 8 characters long"],
    ]) {
      const res = await call(ctx, "POST", "/api/auth/reset-password", { token, newPassword });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: "VALIDATION_FAILED", message, fields: { newPassword: message } },
      });
    }
    expect((await signIn(member.email, "alllowercase")).status).toBe(401);
    expect((await signIn(member.email, "Secret123")).status).toBe(200);
  });

  it("sets a password that follows the rule; the old one stops working", async () => {
    const token = await resetToken(member.email);
    const res = await call(ctx, "POST", "/api/auth/reset-password", { token, newPassword: "NewSecret456" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await signIn(member.email, "NewSecret456")).status).toBe(200);
    expect((await signIn(member.email, "Secret123")).status).toBe(401);
  });
});

describe("Better Auth's answers use the one error shape", () => {
  it("an unknown reset token", async () => {
    const res = await call(ctx, "POST", "/api/auth/reset-password", {
      token: "nope",
      newPassword: "NewSecret456",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "VALIDATION_FAILED", message: AUTH_MESSAGES.invalidLink } });
  });

  it("a verification link with a bad token", async () => {
    const res = await call(ctx, "GET", "/api/auth/verify-email?token=not-a-token");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: "UNAUTHENTICATED", message: AUTH_MESSAGES.invalidLink } });
  });

  it("a body that is not an object", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      payload: "[]",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "VALIDATION_FAILED", message: expect.any(String) } });
  });
});
