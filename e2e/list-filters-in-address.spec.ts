import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { scriptlessPage } from "./held-requests";

/**
 * Issue 22 items 3 and 5 at 390 px (decision 133): /events' and /news' search and filters live
 * in the address. Without a script they are GET forms the server answers with the filtered list;
 * with one, typing filters as before and the address follows (replaced, not one entry per key),
 * so a reload shows the same list and Back the one before.
 */
const PHONE = { width: 390, height: 844 };

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("without a script: a news category and an events search are sent as forms and the server shows the filtered lists", async ({
  browser,
  request,
}) => {
  const houseCup = await (await request.get("/api/v1/news?category=House%20Cup&page=1")).json();
  const all = await (await request.get("/api/v1/news?page=1")).json();
  expect(houseCup.found.total).toBeGreaterThan(0);
  expect(houseCup.found.total).toBeLessThan(all.found.total);
  const cricket = await (await request.get("/api/v1/events?when=upcoming&search=Cricket&page=1")).json();
  expect(cricket.found.total).toBeGreaterThan(0);

  const { page, close } = await scriptlessPage(browser);
  const cards = page.getByRole("article");
  await page.goto("/news");
  await expect(cards).toHaveCount(all.items.length);
  const news = page.getByRole("form", { name: "Filter news" });
  await news.getByLabel("Category").selectOption("House Cup");
  await news.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/news\?search=&category=House\+Cup$/);
  await expect(cards).toHaveCount(houseCup.items.length);
  await expect(cards.filter({ hasNotText: "House Cup" })).toHaveCount(0);
  await expect(news.getByLabel("Category")).toHaveValue("House Cup");
  expect(await scrollsSideways(page)).toBe(false);
  // A link with more than the API takes is its answer for the value's start: no such category.
  const answer = await page.goto(`/news?category=${"x".repeat(80)}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByText("No news found")).toBeVisible();

  await page.goto("/events");
  const events = page.getByRole("form", { name: "Filter events" });
  await events.getByRole("searchbox", { name: "Search events" }).fill("Cricket");
  await events.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/events\?search=Cricket&location=&category=$/);
  await expect(page.getByRole("tab", { name: `Upcoming (${cricket.found.total})` })).toBeVisible();
  const shown = page.getByRole("tabpanel").getByRole("article");
  await expect(shown).toHaveCount(cricket.events.length);
  await expect(shown.first()).toContainText("Cricket");
  await expect(events.getByRole("searchbox", { name: "Search events" })).toHaveValue("Cricket");
  // The Past tab keeps the search.
  await expect(page.getByRole("tab", { name: /^Past/ })).toHaveAttribute(
    "href",
    "/events?search=Cricket&location=&category=&tab=past",
  );
  expect(await scrollsSideways(page)).toBe(false);
  await close();
});

test("with a script: typing a search puts it in the address, a reload keeps the list and Back restores the one before", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/events");
  const cards = page.getByRole("tabpanel").getByRole("article");
  await expect(cards.first()).toBeVisible();
  const entries = await page.evaluate(() => history.length);

  const search = page.getByRole("searchbox", { name: "Search events" });
  await search.pressSequentially("cricket");
  await expect(page).toHaveURL(/\/events\?search=cricket$/);
  await expect(cards.filter({ hasNotText: /cricket/i })).toHaveCount(0);
  await expect(cards.first()).toContainText("Cricket");
  // The address was replaced as the text settled, not pushed once per key.
  expect(await page.evaluate(() => history.length)).toBe(entries);

  await page.reload();
  await expect(search).toHaveValue("cricket");
  await expect(cards.first()).toContainText("Cricket");
  await expect(cards.filter({ hasNotText: /cricket/i })).toHaveCount(0);

  // A filter chosen is a new entry; Back is the search alone again.
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Reunion" }).click();
  await expect(page).toHaveURL(/\/events\?search=cricket&category=Reunion$/);
  await expect(page.getByText("No upcoming events found")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/events\?search=cricket$/);
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveText("All Categories");
  await expect(cards.first()).toContainText("Cricket");
  await expect(search).toHaveValue("cricket");
});
