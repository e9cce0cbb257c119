import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openWithScriptsHeld } from "./held-requests";

/**
 * Issue 22 item 5: a tap on a server-rendered page is never lost. The page's scripts are held
 * back until the tap has been made (the window a slow phone has between paint and hydration,
 * made certain), on a CPU slowed 4x as a mid-range phone's: the tab must still open, either as
 * the plain link it is before hydration or by the hydrated page.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function landSlowly(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return openWithScriptsHeld(page, url);
}

test("tapping 'Sign Up' as soon as it shows opens the sign-up form", async ({ page }) => {
  const release = await landSlowly(page, "/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  release();
  await expect(page.getByRole("form", { name: "Sign Up" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
});

test("tapping a House Cup tab as soon as it shows opens that tab", async ({ page }) => {
  const release = await landSlowly(page, "/house-cup");
  await page.getByRole("tab", { name: "Results" }).click();
  release();
  await expect(page.getByRole("tab", { name: "Results" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Results" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Inter-House Athletics" })).toBeVisible();
  await expect(page).toHaveURL(/\/house-cup\?tab=results$/);
});
