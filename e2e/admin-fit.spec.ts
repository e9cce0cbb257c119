import { expect, test } from "./fixtures";

// Issue 13 item 8: every admin table's actions are visible at 1280 px without scrolling
// sideways, and reachable at 390 px (the page itself never scrolls sideways).
const TABLES = [
  ["/admin/alumni", "Alumni profiles"],
  ["/admin/events", "Events"],
  ["/admin/news", "News articles"],
  ["/admin/competitions", "Competitions"],
  ["/admin/users", "Users"],
  ["/admin/activity", "Activity"],
] as const;

for (const width of [1280, 390]) {
  test(`admin tables fit at ${width} px`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, label] of TABLES) {
      await page.goto(path);
      const table = page.getByRole("region", { name: label, exact: true });
      await expect(table.getByRole("row").nth(1)).toBeVisible();
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect([path, pageWidth]).toEqual([path, width]);
      if (path === "/admin/activity") continue; // no actions
      // The first row's last control (an action) is inside the window.
      const last = table.getByRole("row").nth(1).locator("td:last-child button, td:last-child a").last();
      const box = await last.boundingBox();
      expect([path, box !== null && box.x >= 0 && box.x + box.width <= width]).toEqual([path, true]);
      if (width === 1280) {
        const fits = await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
        expect([path, fits]).toEqual([path, true]);
      }
    }
  });
}
