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
// either. Both wait for the production floor (decision 148; the other tests have none).
describe("a sign-up's answer time", () => {
  let floored: TestContext;
  beforeAll(async () => {
    floored = await createTestApp({ signUpAnswerFloor: true });
  });
  afterAll(async () => floored.close());

  async function timedSignUp(input: ReturnType<typeof validSignUp>) {
    const started = performance.now();
    const res = await call(floored, "POST", "/api/v1/auth/sign-up", input);
    return { status: res.status, ms: performance.now() - started };
  }

  it("is at least 500 ms for a new address, whose verification mail still arrives", async () => {
    const first = validSignUp();
    const answer = await timedSignUp(first);
    expect(answer.status).toBe(201);
    expect(answer.ms).toBeGreaterThanOrEqual(500);
    const mail = await waitForMail(floored, (m) => m.to === first.email);
    expect(mail.subject).toBe("Verify your e-mail for the Alumni Portal");
  });

  it("is no shorter for an address that has an account", async () => {
    const first = validSignUp();
    expect((await timedSignUp(first)).status).toBe(201);
    await waitForMail(floored, (m) => m.to === first.email);
    const again = await timedSignUp(validSignUp({ email: first.email }));
    expect(again.status).toBe(201);
    expect(again.ms).toBeGreaterThanOrEqual(500);
  });
});
