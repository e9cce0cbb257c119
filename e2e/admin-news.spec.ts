import { ADMIN_SUCCESS } from "../contract/ui-text";
import { confirmDialog, expect, expectNoSeriousA11yViolations, test } from "./fixtures";

test("write a draft, publish it, and see it published; Markdown is rendered safely", async ({
  adminPage: page,
}) => {
  const title = `E2E Library Opening ${Date.now()}`;
  await page.goto("/admin/news/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("The new library opens its doors.");
  await page
    .getByLabel("Content")
    .fill(
      '## Opening\n\nThe **library** opens.\n\n<script>window.__pwned = true</script><img src=x onerror="window.__pwned=true">',
    );
  await page.getByLabel("Author").fill("Alumni Office");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create Article" }).click();

  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Opening", exact: true })).toBeVisible();
  await expect(page.locator("strong", { hasText: "library" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(page.locator("main img[src='x']")).toHaveCount(0);
  await expect(page.getByText("Last Updated")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/admin/news");
  await page.getByRole("button", { name: `Publish ${title}` }).click();
  await confirmDialog(page, "Publish");
  await expect(page.getByText(ADMIN_SUCCESS.articleToggled(true))).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Published: it is on the public News screen (newest first).
  await page.goto("/news");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goBack();

  // Editing moves updated_at: the view then shows 'Last Updated'.
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await page.getByLabel("Summary").fill("The new library opened today.");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Last Updated")).toBeVisible();
});
