import { expect, test } from "./fixtures";

/**
 * Issue 8, item 13: a mouse click on a tab must not leave the focus ring (it is for keyboard
 * users, who still get it). Checked on every public screen with tabs.
 */
const SCREENS = [
  { path: "/house-cup", tab: "Results", next: "Calendar" },
  { path: "/events", tab: /^Past/, next: /^Upcoming/ },
  { path: "/auth", tab: "Sign Up", next: "Sign In" },
];

for (const { path, tab, next } of SCREENS) {
  test(`${path}: a clicked tab has no focus ring; the keyboard still shows it`, async ({ page }) => {
    await page.goto(path);
    const clicked = page.getByRole("tab", { name: tab });
    await clicked.click();
    await expect(clicked).toHaveAttribute("aria-selected", "true");
    await expect(clicked).toBeFocused();
    expect(await clicked.evaluate((el) => el.matches(":focus-visible")), "ring after a click").toBe(false);
    expect(await clicked.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("none");

    // Arrow keys move between tabs: now the ring shows.
    await page.keyboard.press(path === "/house-cup" ? "ArrowRight" : "ArrowLeft");
    const focused = page.getByRole("tab", { name: next });
    await expect(focused).toBeFocused();
    expect(await focused.evaluate((el) => el.matches(":focus-visible")), "ring after a key").toBe(true);
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
  });
}
