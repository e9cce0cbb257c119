import { AUTH_MESSAGES, ACCOUNT_ACCESS_TEXT as T } from "../contract/ui-text";
import {
  expect,
  expectNoSeriousA11yViolations,
  latestMailLink,
  signUpVerified,
  test,
  uniqueEmail,
} from "./fixtures";

// Issue 21, item 2: a way back in, on a phone.
test.use({ viewport: { width: 390, height: 844 } });

/** The newest reset link mailed to this address (the verification link came first). */
async function mailedResetLink(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      link = await latestMailLink(email);
      return link;
    })
    .toContain("/api/auth/reset-password/");
  return link;
}

async function askForResetLink(page: import("@playwright/test").Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: T.sendResetLink }).click();
  await expect(page.getByRole("status")).toHaveText(T.resetLinkSent(email));
}

test("Forgot password? → the mailed link → Choose a new password → sign in with it", async ({ page }) => {
  const email = await signUpVerified(page, uniqueEmail("reset"), "Reset Reader");
  await page.context().clearCookies();

  await page.goto("/auth");
  await page.getByRole("link", { name: AUTH_MESSAGES.forgotPassword }).click();
  await expect(page).toHaveURL("/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: T.forgotTitle })).toBeVisible();
  await askForResetLink(page, email);
  await expectNoSeriousA11yViolations(page);

  const link = await mailedResetLink(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: T.chooseTitle })).toBeVisible();
  // Sign-up's rule and messages, both fields.
  await page.getByLabel("New Password", { exact: true }).fill("alllowercase1");
  await page.getByLabel("Confirm New Password").fill("different");
  await page.getByRole("button", { name: T.savePassword }).click();
  await expect(
    page.getByText(
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ),
  ).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("Brand1New");
  await page.getByLabel("Confirm New Password").fill("Brand1New");
  await page.getByRole("button", { name: T.savePassword }).click();

  await expect(page).toHaveURL("/auth?reset=done");
  await expect(page.getByRole("status").filter({ hasText: AUTH_MESSAGES.passwordChanged })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Brand1New");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/");
  expect((await (await page.request.get("/api/v1/me")).json()).viewer.user.email).toBe(email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The link worked once: opened again, it says so and offers a new one.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
  await expect(page.getByRole("heading", { level: 1, name: T.invalidLinkTitle })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(AUTH_MESSAGES.invalidLink);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: T.askNewLink }).click();
  await expect(page).toHaveURL("/forgot-password");
  await expect(page.getByLabel("Email")).toBeVisible();
});

test("an unknown address gets the same answer as a member's", async ({ page }) => {
  await page.goto("/forgot-password");
  await askForResetLink(page, uniqueEmail("nobody"));
});

test("a mangled link says it cannot be used", async ({ page }) => {
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1, name: T.chooseTitle })).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("Brand1New");
  await page.getByLabel("Confirm New Password").fill("Brand1New");
  await page.getByRole("button", { name: T.savePassword }).click();
  await expect(page.getByRole("heading", { level: 1, name: T.invalidLinkTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: T.askNewLink })).toBeVisible();
});
