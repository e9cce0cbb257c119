import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 8, item 15: toasts covered the header's links, and an old error stayed stacked under
// the success that followed it.

const toasts = (page: Page, type: string) => page.locator(`[data-sonner-toast][data-type=${type}]`);

/**
 * Once it has slid in, the toast (with its close button) is below the header. Checked in the
 * page on every frame: a toast lives 4 s, and on a loaded machine polling from the test (or
 * hovering to pause it) could come after it had gone (two CI failures).
 */
async function expectBelowHeader(page: Page, type: string) {
  await page.waitForFunction(
    (toastType) => {
      const header = document.querySelector("header")?.getBoundingClientRect();
      const toast = document.querySelector(`[data-sonner-toast][data-type=${toastType}]`);
      const close = [...(toast?.querySelectorAll("button") ?? [])].find((b) =>
        /close/i.test(b.getAttribute("aria-label") ?? ""),
      );
      if (!header || !toast || !close) return false;
      return [toast, close].every((el) => el.getBoundingClientRect().top >= header.bottom);
    },
    type,
    { polling: "raf", timeout: 10_000 },
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 800 },
  { width: 1280, height: 800 },
]) {
  test(`${viewport.width} px: toasts sit below the header, and a success clears the stale error`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const email = await signUpVerified(page, uniqueEmail("toasts"), "Toast Reader");
    await page.context().clearCookies();

    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("Wrong1234");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toasts(page, "error")).toHaveCount(1);
    await expectBelowHeader(page, "error");

    await page.getByLabel("Password").fill("Secret123");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toasts(page, "success")).toContainText("Welcome back!");
    await expectBelowHeader(page, "success");
    // The failed attempt is over: its error (4 s lifetime) leaves at once, not stacked under the success.
    await expect(page.locator("[data-sonner-toast][data-type=error]:not([data-removed=true])")).toHaveCount(
      0,
      {
        timeout: 1000,
      },
    );
    await expectNoSeriousA11yViolations(page, { includeToasts: true });
  });
}
