import { ADMIN_SUCCESS } from "../contract/ui-text";
import { chooseOption, expect, expectNoSeriousA11yViolations, test } from "./fixtures";

test("create a competition, start it, record results and see the standings change", async ({
  adminPage: page,
}) => {
  const name = `E2E Chess ${Date.now()}`;
  // Points per house as the public House Cup screen shows them.
  const standings = async () => {
    await page.goto("/house-cup");
    const rows = page.getByRole("list", { name: "Standings" }).getByRole("listitem");
    await expect(rows.first()).toBeVisible();
    const totals: Record<string, number> = {};
    for (const row of await rows.all()) {
      const text = ((await row.textContent()) ?? "").replace(/\s+/g, " ");
      const m = text.match(/(Tata|Hyderabad|Kashmir|Jaipur|Oberoi).*?(\d+)\s*points/);
      if (m) totals[m[1]] = Number(m[2]);
    }
    return totals;
  };
  const before = await standings();

  await page.goto("/admin/competitions/new");
  await page.getByLabel("Name").fill(name);
  await chooseOption(page, "Category", "Academics");
  await page.getByLabel("1st Place Points").fill("25");
  await page.getByLabel("2nd Place Points").fill("15");
  await page.getByLabel("3rd Place Points").fill("5");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create Competition" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Results can be recorded once the competition has started.")).toBeVisible();

  await page.goto("/admin/competitions");
  await page.getByRole("button", { name: `Start ${name}` }).click();
  await expect(page.getByText(ADMIN_SUCCESS.competitionStatus("ongoing"))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: `View and record results of ${name}` }).click();
  await chooseOption(page, /1st Place/, "Kashmir");
  await chooseOption(page, /2nd Place/, "Tata");
  await chooseOption(page, /3rd Place/, "Oberoi");
  await page.getByRole("button", { name: "Save Results" }).click();
  await expect(page.getByText("Results saved successfully")).toBeVisible();
  const recorded = page.getByRole("list", { name: "Recorded results" });
  await expect(recorded.getByText("— 25 pts")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const after = await standings();
  expect((after.Kashmir ?? 0) - (before.Kashmir ?? 0)).toBe(25);
  expect((after.Tata ?? 0) - (before.Tata ?? 0)).toBe(15);
  expect((after.Oberoi ?? 0) - (before.Oberoi ?? 0)).toBe(5);

  await page.goto("/admin/competitions");
  await page.getByRole("button", { name: `Complete ${name}` }).click();
  await expect(page.getByText(ADMIN_SUCCESS.competitionStatus("completed"))).toBeVisible();
  await expect(page.getByRole("button", { name: `Start ${name}` })).toHaveCount(0);
});
