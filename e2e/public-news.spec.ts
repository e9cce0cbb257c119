import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

test.describe("news", () => {
  test("loaded: published articles, search, category, 'Showing N of M articles'", async ({ page }) => {
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1, name: "Latest News" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const n = await cards.count();
    await expect(page.getByText(new RegExp(`^Showing ${n} of \\d+ articles$`))).toBeVisible();
    await expect(cards.first().locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByText("Draft", { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Category").click();
    await page.getByRole("option", { name: "House Cup" }).click();
    await expect(cards.first()).toContainText("House Cup");
    for (const badge of await cards.locator("span.rounded-full").allTextContents())
      expect(badge).toBe("House Cup");

    await page.getByPlaceholder("Search news articles...").fill("zzzz-no-such-news");
    await expect(page.getByText("No news found")).toBeVisible();
    await expect(page.getByText(/^Showing 0 of \d+ articles$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("error: 'Unable to load news' and the three fallback articles", async ({ page }) => {
    await page.route("**/api/v1/news?*", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto("/news");
    await expect(page.getByText("Unable to load news")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(page.getByText("Showing 3 of 3 articles")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("empty: no articles published yet", async ({ page }) => {
    await page.route("**/api/v1/news?*", (route) =>
      route.fulfill({ json: { items: [], total: 0, categories: [] } }),
    );
    await page.goto("/news");
    await expect(page.getByText("No news found")).toBeVisible();
    await expect(page.getByText("Showing 0 of 0 articles")).toBeVisible();
  });
});
