import { expect, test } from "./fixtures";
import { openWithScriptsHeld, scriptlessPage } from "./held-requests";

/**
 * Issue 22 items 3 and 5 at 390 px: the public lists a page at a time with plain `?page=` links
 * (decision 131), and the directory's filters a GET form, both used here with no script at
 * all, as a crawler or a phone whose script has not arrived uses them.
 */
const PHONE = { width: 390, height: 844 };
const PAGE_SIZE = 24;
const ARCHIVE = 26;

test("past events a page at a time: the true count, 24 cards, and a Next link that works without a script", async ({
  adminPage,
  browser,
  request,
}) => {
  // Old events, so they come last in the Past list, after the demo's and any other test's.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  for (let i = 0; i < ARCHIVE; i++) {
    const created = await adminPage.request.post("/api/v1/admin/events", {
      headers: { origin },
      data: {
        title: `Archive Evening ${i}`,
        category: "Networking",
        location: "Pune",
        start_date: new Date(Date.UTC(2001, 0, 1 + i, 18)).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
  }
  // What a visitor is shown: every approved past event.
  const total: number = (await (await request.get("/api/v1/events?when=past&page=1")).json()).found.total;
  const pages = Math.ceil(total / PAGE_SIZE);
  expect(pages).toBeGreaterThanOrEqual(2);

  const { page, close } = await scriptlessPage(browser);
  const cards = page.getByRole("tabpanel").getByRole("article");
  const pager = page.getByRole("navigation", { name: "Event pages" });
  await page.goto("/events");
  // The Past tab is a link to its own address.
  await page.getByRole("tab", { name: `Past (${total})` }).click();
  await expect(page).toHaveURL(/\/events\?tab=past$/);
  await expect(page.getByRole("tab", { name: `Past (${total})` })).toHaveAttribute("aria-selected", "true");
  await expect(cards).toHaveCount(PAGE_SIZE);
  await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/events\?tab=past&page=2$/);
  await expect(pager.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(cards).toHaveCount(Math.min(PAGE_SIZE, total - PAGE_SIZE));
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/events?tab=past");

  // The last page holds the oldest of them.
  await page.goto(`/events?tab=past&page=${pages}`);
  await expect(cards.last()).toContainText("Archive Evening 0");
  await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await close();
});

test("the directory's filters are a form: chosen and sent without a script, the server shows the results", async ({
  browser,
  request,
}) => {
  const asked = await (await request.get("/api/v1/profiles?house=Jaipur&limit=500&page=1")).json();
  const jaipur: number = asked.found.alumni;
  expect(jaipur).toBeGreaterThan(0);
  const everyone = (await (await request.get("/api/v1/profiles?limit=500&page=1")).json()).found.alumni;
  expect(jaipur).toBeLessThan(everyone);

  const { page, close } = await scriptlessPage(browser);
  await page.goto("/alumni");
  await expect(page.getByRole("status")).toHaveText(new RegExp(`^${everyone} alumni found`));
  const form = page.getByRole("form", { name: "Filter alumni" });
  await form.getByLabel("House", { exact: true }).selectOption("Jaipur");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/alumni\?.*house=Jaipur/);
  await expect(page.getByRole("status")).toHaveText(new RegExp(`^${jaipur} alumni found`));
  await expect(form.getByLabel("House", { exact: true })).toHaveValue("Jaipur");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alumni Directory");
  await close();
});

test("a filter chosen while the directory's script is still on its way is applied once it arrives", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const jaipur: number = (await (await request.get("/api/v1/profiles?house=Jaipur&limit=500&page=1")).json())
    .found.alumni;
  const release = await openWithScriptsHeld(page, "/alumni");
  const house = page.getByRole("form", { name: "Filter alumni" }).getByLabel("House", { exact: true });
  await house.selectOption("Jaipur");
  release();
  await expect(page).toHaveURL(/\/alumni\?house=Jaipur$/);
  await expect(page.getByRole("status")).toHaveText(new RegExp(`^${jaipur} alumni found`));
  await expect(page.getByRole("combobox", { name: "House", exact: true })).toHaveText("Jaipur");
});
