import { expect, test } from "./fixtures";

// Issue 21 item 10: the directory has a House filter, as Mentors has (seen at 390 px).
test.use({ viewport: { width: 390, height: 844 } });

test("the directory filters by house, kept in the URL", async ({ page }) => {
  await page.goto("/alumni");
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.getByRole("combobox", { name: "House", exact: true }).click();
  await page.getByRole("option", { name: "Jaipur" }).click();
  await expect(page).toHaveURL(/house=Jaipur/);
  await expect(page).toHaveTitle(/Alumni of Jaipur House/);
  // The previous list stays while the filtered one loads: wait until every card is a Jaipur card.
  await expect
    .poll(async () => {
      const texts = await page.getByRole("article").allTextContents();
      return texts.length > 0 && texts.every((t) => t.includes("Jaipur"));
    })
    .toBe(true);
  const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideways).toBe(true);
  await page.getByRole("button", { name: "Clear All" }).click();
  await expect(page).toHaveURL(/\/alumni$/);
  await expect(page.getByRole("combobox", { name: "House", exact: true })).toHaveText("All houses");
});
