import type { Locator, Page } from "@playwright/test";
import { expect, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 21 item 9: the office's screens fit. No cell lies under another (the pinned actions
// column included) and none runs past its table's visible box, at the widths where they were
// seen: User Roles at 768 px, Events at 390 px, the e-mail log at 1280 px.

interface Box {
  left: number;
  right: number;
}

/** The boxes of a row's visible cells, and of its table's visible area. */
async function rowBoxes(table: Locator, row: Locator): Promise<{ cells: Box[]; visible: Box }> {
  const visible = await table.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left + el.clientLeft, right: r.left + el.clientLeft + el.clientWidth };
  });
  const cells = await row.locator("td").evaluateAll((tds) =>
    tds
      .map((td) => td.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => ({ left: r.left, right: r.right })),
  );
  return { cells, visible };
}

/** Every cell inside the table's visible area, and no two cells over each other. */
async function expectRowFits(table: Locator, row: Locator) {
  const { cells, visible } = await rowBoxes(table, row);
  for (const c of cells) {
    expect(c.left).toBeGreaterThanOrEqual(visible.left - 1);
    expect(c.right).toBeLessThanOrEqual(visible.right + 1);
  }
  for (let i = 1; i < cells.length; i++) expect(cells[i].left).toBeGreaterThanOrEqual(cells[i - 1].right - 1);
}

/** The element is what the browser shows at its middle: nothing lies over it. */
async function expectUncovered(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const uncovered = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
  expect(uncovered).toBe(true);
}

async function expectNoSidewaysPage(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
}

test("User Roles at 768 px: House, Graduation Year and the roles are not under the Assign role column", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto("/admin/users");
  await page.getByRole("searchbox", { name: "Search users" }).fill("kiran.patel@alumni.example.org");
  const table = page.getByRole("region", { name: "Users", exact: true });
  const row = table.getByRole("row").filter({ hasText: "kiran.patel@alumni.example.org" });
  await expect(row).toBeVisible();
  await expectRowFits(table, row);
  for (const text of ["Kiran Patel", /House: \w+/, /Graduation Year: \d{4}/, "No roles"])
    await expectUncovered(row.getByText(text));
  await expectUncovered(row.getByRole("combobox", { name: "Assign role to Kiran Patel" }));
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expectNoSidewaysPage(page, 768);
});

test("User Roles names an account whose profile was deleted, with its e-mail", async ({
  adminPage,
  page,
}) => {
  const email = uniqueEmail("no-profile");
  await signUpVerified(page, email, "Deleted Profile Person");
  const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
  const found = await adminPage.request.get("/api/v1/admin/alumni?search=Deleted%20Profile%20Person");
  const [profile] = (await found.json()).items;
  expect(
    (await adminPage.request.delete(`/api/v1/admin/alumni/${profile.id}`, { headers: origin })).status(),
  ).toBe(204);

  await adminPage.setViewportSize({ width: 768, height: 1000 });
  await adminPage.goto("/admin/users");
  await adminPage.getByRole("searchbox", { name: "Search users" }).fill(email);
  const row = adminPage.getByRole("row").filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByText("Deleted Profile Person", { exact: true })).toBeVisible();
  await expect(row.getByText("No profile")).toBeVisible();
  await expect(row.getByText("N/A", { exact: true })).toHaveCount(0);
  await expect(row.getByRole("combobox", { name: "Assign role to Deleted Profile Person" })).toBeVisible();
});

test("Events at 390 px: no title is cut under the pinned actions", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/events");
  const table = page.getByRole("region", { name: "Events", exact: true });
  const rows = table.getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  const count = Math.min(await rows.count(), 8);
  for (let i = 1; i < count; i++) {
    const row = rows.nth(i);
    const actions = await row.locator("td").last().boundingBox();
    const title = row.locator("td").nth(1).locator("p").first();
    const box = await title.boundingBox();
    expect(actions && box).toBeTruthy();
    // The whole title is left of the pinned column, and it wraps between words inside its box.
    expect(box!.x + box!.width).toBeLessThanOrEqual(actions!.x + 1);
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await expectUncovered(title);
  }
  await expectNoSidewaysPage(page, 390);
});

test("the e-mail log at 1280 px: every column, Sent included, is inside the table", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin/settings");
  const table = page.getByRole("region", { name: "Mail log", exact: true });
  const rows = table.getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  await expectUncovered(table.getByRole("columnheader", { name: "Sent" }));
  expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  const count = Math.min(await rows.count(), 6);
  for (let i = 1; i < count; i++) await expectRowFits(table, rows.nth(i));
  await expectNoSidewaysPage(page, 1280);
});
