import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The element is what the reader sees at its centre: not scrolled away, not covered. */
async function expectUncovered(option: Locator) {
  const hit = await option.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return Boolean(top && el.contains(top));
  });
  expect(hit, `${await option.textContent()} is visible in the dropdown`).toBe(true);
}

// Issue 8, item 14: with 6 results the dropdown reaches its 20rem cap; 'See all results for'
// must still be in sight, and the keyboard must bring every option into view.
test("header search with 6 results: 'See all results for' stays visible under the 20rem cap", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/house-cup");
  const input = page.getByRole("combobox", { name: "Search alumni" });
  await input.fill("Ind"); // 'Indian Army', 'Netflix India' … : more than 6 demo profiles match
  const listbox = page.getByRole("listbox", { name: "Matching alumni" });
  const seeAll = listbox.getByRole("option", { name: /See all results for "Ind"/ });
  await expect(seeAll).toBeVisible();
  await expect(listbox.getByRole("option")).toHaveCount(7);

  const dropdownHeight = await listbox.evaluate((l) => (l.parentElement as HTMLElement).offsetHeight);
  expect(dropdownHeight, "dropdown height (20rem cap)").toBeLessThanOrEqual(320);
  await expectUncovered(seeAll);

  // Arrow down through the six profiles: each comes into view, none hides under 'See all'.
  for (let i = 0; i < 6; i++) {
    await input.press("ArrowDown");
    const option = listbox.getByRole("option").nth(i);
    await expect(option).toHaveAttribute("aria-selected", "true");
    await expectUncovered(option);
  }
  await input.press("ArrowDown");
  await expect(seeAll).toHaveAttribute("aria-selected", "true");
  await expectUncovered(seeAll);
  await input.press("Enter");
  await expect(page).toHaveURL(/\/alumni\?search=Ind$/);
});
