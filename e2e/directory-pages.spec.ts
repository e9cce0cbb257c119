import { expect, test } from "./fixtures";

/**
 * Issue 22 item 3: the directory shows its list a page at a time (24 cards), with the count of
 * the whole list, and real `?page=` links a crawler (or a page before its script) can follow.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PAGE_SIZE = 24;

test("the directory pages its alumni: 24 cards, the whole count, and ?page= links", async ({ page }) => {
  const { profiles } = (await (await page.request.get("/api/v1/profiles")).json()) as { profiles: unknown[] };
  const total = profiles.length;
  expect(total).toBeGreaterThan(2 * PAGE_SIZE); // the demo data fills three pages
  const pages = Math.ceil(total / PAGE_SIZE);
  const cards = page.locator('section[aria-labelledby="directory-results"] > ul > li');
  const pager = page.getByRole("navigation", { name: "Directory pages" });

  // The HTML itself (no script run) holds one page of cards and a link to the next.
  const html = await (await page.request.get("/alumni")).text();
  // React marks where text parts meet with an empty comment.
  expect(html).toMatch(new RegExp(`>${total}(<!-- -->)? alumni found`));
  expect(html).toContain('href="/alumni?page=2"');

  await page.goto("/alumni");
  await expect(page.getByRole("status")).toHaveText(new RegExp(`^${total} alumni found · `));
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/alumni\?page=2$/);
  await expect(pager.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(page.getByRole("status")).toHaveText(new RegExp(`^${total} alumni found · `));

  // The last page by its address, as a crawler reaches it.
  await page.goto(`/alumni?page=${pages}`);
  await expect(cards).toHaveCount(total - (pages - 1) * PAGE_SIZE);
  await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveAttribute(
    "href",
    `/alumni?page=${pages - 1}`,
  );
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways).toBe(false);
});

test("choosing a filter starts its list at the first page", async ({ page }) => {
  await page.goto("/alumni?page=2");
  await page.getByRole("searchbox", { name: "Search", exact: true }).fill("a");
  await expect(page).toHaveURL(/\/alumni\?search=a$/);
  await expect(
    page.getByRole("navigation", { name: "Directory pages" }).getByText(/^Page 1 of/),
  ).toBeVisible();
});
