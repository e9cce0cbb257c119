import type { Route } from "@playwright/test";
import { expectAfterRetries, failReads } from "./failed-reads";
import { expect, expectNoSeriousA11yViolations, openClientSide, test } from "./fixtures";

/**
 * Issue 8, item 10: a count that is not known yet (loading) or could not be read (error)
 * shows a placeholder, never a 0 that reads as a fact.
 */

test("events tabs: a placeholder while the lists load, then the real counts", async ({ page }) => {
  const held: Route[] = [];
  let hold = true;
  await page.route("**/api/v1/events?*", (route) => (hold ? held.push(route) : route.continue()));
  await openClientSide(page, "/events");
  await expect.poll(() => held.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("tab", { name: "Upcoming (loading)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Past (loading)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /\(0\)/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  hold = false;
  for (const route of held) await route.continue();
  await expect(page.getByRole("tab", { name: /^Upcoming \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Past \(\d+\)$/ })).toBeVisible();
});

test("events tabs after a load error: 'not available', not 0", async ({ page }) => {
  await failReads(page, "**/api/v1/events?*");
  await openClientSide(page, "/events");
  await expectAfterRetries(page, page.getByText("Error loading events").first());
  await expect(page.getByRole("tab", { name: "Upcoming (not available)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Past (not available)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /\(0\)/ })).toHaveCount(0);
});

for (const { path, counters, api } of [
  { path: "/admin/events", counters: 4, api: "**/api/v1/admin/events?*" },
  { path: "/admin/news", counters: 3, api: "**/api/v1/admin/news?*" },
  { path: "/admin/competitions", counters: 3, api: "**/api/v1/admin/competitions?*" },
  { path: "/admin/users", counters: 4, api: "**/api/v1/admin/users?*" },
]) {
  test(`${path}: counters show a placeholder, not 0, while their list is failing`, async ({ adminPage }) => {
    await failReads(adminPage, api);
    await adminPage.goto(path);
    await expectAfterRetries(adminPage, adminPage.getByRole("alert").first());
    await expect(adminPage.getByTestId("count-placeholder")).toHaveCount(counters);
    await expect(adminPage.getByText("not available").first()).toBeAttached();
    await expect(adminPage.locator("main p.text-2xl", { hasText: /^0$/ })).toHaveCount(0);
  });
}
