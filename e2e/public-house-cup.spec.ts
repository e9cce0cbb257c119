import { expectAfterRetries, failReads } from "./failed-reads";
import { expect, expectNoSeriousA11yViolations, openClientSide, test } from "./fixtures";

test.describe("House Cup", () => {
  test("loaded: standings with medals, results per competition, calendar", async ({ page }) => {
    await page.goto("/house-cup");
    await expect(page.getByRole("heading", { level: 1, name: "House Cup Standings" })).toBeVisible();
    // The season is the school year of the competitions (decision 095), not the spec's "2024-25".
    await expect(page.getByText(/^\d{4}-\d{2}( to \d{4}-\d{2})? academic year$/)).toBeVisible();
    // Every house is ranked, with or without points (admin specs may add houses to this server).
    const { houses } = (await (await page.request.get("/api/v1/houses")).json()) as { houses: unknown[] };
    const standings = page.getByRole("list", { name: "Standings" }).getByRole("listitem");
    await expect(standings).toHaveCount(houses.length);
    expect(houses.length).toBeGreaterThanOrEqual(5);
    await expect(standings.first()).toContainText("(Gold)");
    const points = (await standings.locator(".font-serif.text-2xl").allTextContents()).map(Number);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("tab", { name: "Results" }).click();
    await expect(page.getByText("Results pending").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Inter-House Athletics" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("tab", { name: "Calendar" }).click();
    await expect(page.getByRole("heading", { name: "Upcoming" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Completed" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("error: 'Error loading data'", async ({ page }) => {
    await failReads(page, "**/api/v1/house-cup");
    await openClientSide(page, "/house-cup");
    await expectAfterRetries(page, page.getByText("Error loading data"));
    await expectNoSeriousA11yViolations(page);
  });

  test("empty: no houses or competitions yet", async ({ page }) => {
    await page.route("**/api/v1/house-cup", (route) =>
      route.fulfill({
        json: {
          academic_year: "2024-25",
          standings: [],
          results: [],
          calendar: { upcoming: [], completed: [] },
        },
      }),
    );
    await openClientSide(page, "/house-cup");
    await expect(page.getByText("No houses yet.")).toBeVisible();
    await page.getByRole("tab", { name: "Results" }).click();
    await expect(page.getByText("No competitions yet.")).toBeVisible();
    await page.getByRole("tab", { name: "Calendar" }).click();
    await expect(page.getByText("No upcoming competitions")).toBeVisible();
    await expect(page.getByText("No completed competitions")).toBeVisible();
  });
});
