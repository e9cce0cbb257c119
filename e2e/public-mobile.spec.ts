import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";
import { holdRequests } from "./held-requests";

// Every public screen at 390 px: the content fits and axe finds nothing serious.
test.use({ viewport: { width: 390, height: 844 } });

test("public screens at 390 px: no horizontal scrolling, no serious a11y violations", async ({ page }) => {
  const res = await page.request.get("/api/v1/profiles?limit=1");
  const id = (await res.json()).profiles[0].id;
  for (const path of ["/", "/alumni", `/alumni/${id}`, "/news", "/house-cup"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test("header search while searching is a busy, valid listbox", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdRequests(page, "**/api/v1/profiles?*");
  await page.goto("/house-cup");
  await page.getByRole("combobox", { name: "Search alumni" }).fill("kapoor");
  await expect(page.getByText("Searching…")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  release();
  await expect(page.getByRole("option").first()).toBeVisible();
});
