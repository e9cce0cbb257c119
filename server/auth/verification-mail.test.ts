import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  createTestApp,
  type TestContext,
  validSignUp,
  waitForMail,
  waitForMails,
} from "../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

// Issue 8, item 12: the verification mail goes to an account that was just created (or not
// yet verified), so it welcomes a new member instead of greeting them 'back'.
describe("the verification e-mail", () => {
  it("welcomes a brand-new member and asks them to verify the account", async () => {
    const input = validSignUp({ displayName: "Neha Kapoor" });
    expect((await call(ctx, "POST", "/api/v1/auth/sign-up", input)).status).toBe(201);
    const mail = await waitForMail(ctx, (m) => m.to === input.email);
    expect(mail.subject).toBe("Verify your e-mail for the Alumni Portal");
    expect(mail.text).toContain("Hello Neha Kapoor,");
    expect(mail.text).toContain("Welcome to the Alumni Portal! Your account has been created.");
    expect(mail.text).toContain("verify your account");
    expect(mail.text).toContain(mail.link);
    expect(mail.text).not.toMatch(/welcome back/i);
  });

  it("says the same when an unverified member tries to sign in and gets the link again", async () => {
    const input = validSignUp();
    await call(ctx, "POST", "/api/v1/auth/sign-up", input);
    await call(ctx, "POST", "/api/v1/auth/sign-in", { email: input.email, password: input.password });
    const mails = await waitForMails(ctx, (m) => m.to === input.email, 2);
    for (const mail of mails) expect(mail.text).not.toMatch(/welcome back/i);
  });
});

// A sign-up with a known address gets the same answer as a new one; it must not come sooner
// either. A new address's answer waits for Better Auth's 500 ms floor on the verification mail.
describe("a sign-up's answer time", () => {
  it("is no shorter for an address that has an account than the new address's floor", async () => {
    const first = validSignUp();
    expect((await call(ctx, "POST", "/api/v1/auth/sign-up", first)).status).toBe(201);
    await waitForMail(ctx, (m) => m.to === first.email);
    const started = performance.now();
    const again = await call(ctx, "POST", "/api/v1/auth/sign-up", validSignUp({ email: first.email }));
    expect(again.status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(500);
  });
});
