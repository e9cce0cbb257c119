import { OFFICE_TEXT } from "../contract/ui-text";
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

test("the import dialog fits at 390 px and says plainly when a file is not CSV", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/alumni");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box !== null && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "alumni.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from("PK\u0003\u0004 not a csv"),
  });
  await expect(dialog.getByRole("alert")).toHaveText(OFFICE_TEXT.notCsv("alumni.xlsx"));
  // A bad value is shown in the preview with its error.
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "alumni.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Name,House,Graduation Year\nFit Person,Atlantis,1990\n"),
  });
  const preview = dialog.getByRole("region", { name: "Import preview" });
  await expect(preview.getByRole("row").nth(1)).toContainText("Atlantis");
  await expect(preview.getByRole("row").nth(1)).toContainText("Choose a house from the list");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const after = await dialog.boundingBox();
  expect(after !== null && after.x >= 0 && after.x + after.width <= 390).toBe(true);
});
