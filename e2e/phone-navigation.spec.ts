import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 21, item 4: every feature one tap away on a phone. The community pages are named in
// the bottom bar's 'More' menu, the header search opens from a button below 1024 px, and
// Messages carries the unread count in the header and in the bottom bar, live.

test.use({ viewport: { width: 390, height: 844 } });

const bar = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

async function openFromMore(page: Page, entry: string) {
  await bar(page).getByRole("button", { name: "More" }).click();
  await bar(page).getByRole("link", { name: entry, exact: true }).click();
}

test("a member reaches Jobs, Mentors, Chapters and a class page from the bottom bar's labelled 'More'", async ({
  page,
}) => {
  await signUpVerified(page, uniqueEmail("phonenav"), "Phone Navigator");
  await page.goto("/");
  await expect(bar(page).getByRole("link")).toHaveText(["Home", "Events", "Alumni", "Messages"]);
  const more = bar(page).getByRole("button", { name: "More" });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expect(bar(page).getByRole("list", { name: "More pages" }).getByRole("link")).toHaveText([
    "Jobs",
    "Mentors",
    "Chapters",
    "Class years",
    "News",
    "House Cup",
  ]);
  await expectNoSeriousA11yViolations(page);
  // Escape closes it and gives focus back to 'More'.
  await page.keyboard.press("Escape");
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(more).toBeFocused();

  for (const [entry, heading] of [
    ["Jobs", "Jobs"],
    ["Mentors", "Mentors"],
    ["Chapters", "Chapters"],
  ] as const) {
    await openFromMore(page, entry);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The menu closed on arrival, and 'More' shows where the member is.
    await expect(bar(page).getByRole("list", { name: "More pages" })).toBeHidden();
  }

  await openFromMore(page, "Class years");
  await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  await page.getByLabel("Graduation year").fill("2005");
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/classes\/2005$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("2005");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a visitor's bottom bar names the community pages too, and House Cup", async ({ page }) => {
  await page.goto("/news");
  await expect(bar(page).getByRole("link")).toHaveText(["Home", "News", "Events", "Alumni"]);
  await openFromMore(page, "Chapters");
  await expect(page.getByRole("heading", { level: 1, name: "Chapters" })).toBeVisible();
  await openFromMore(page, "House Cup");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("House Cup");
});

for (const width of [390, 768]) {
  test(`the header search is usable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/events");
    const open = page.getByRole("banner").getByRole("button", { name: "Search alumni" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    const box = page.getByRole("combobox", { name: "Search alumni" });
    await expect(box).toBeFocused();
    await box.fill("kapoor");
    const option = page.getByRole("option", { name: /Kapoor/ }).first();
    await expect(option).toBeVisible();
    const [field, screen] = [await box.boundingBox(), page.viewportSize()];
    expect(field && screen && field.x >= 0 && field.x + field.width <= screen.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yViolations(page);
    await option.click();
    await expect(page).toHaveURL(/\/alumni\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Kapoor");
    // Arriving on the page closed the search row.
    await expect(box).toBeHidden();

    // Submitting goes to the directory with the text, as on a laptop.
    await open.click();
    await box.fill("Mehta");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/alumni\?search=Mehta$/);
  });
}

test("Messages shows the unread count in the header and the bottom bar, live, and clears it when read", async ({
  page,
  browser,
}) => {
  test.slow();
  const baseURL = test.info().project.use.baseURL ?? "";
  await signUpVerified(page, uniqueEmail("reader"), "Rita Reader");
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signUpVerified(otherPage, uniqueEmail("writer"), "Walter Writer");
  const id = async (p: Page) => (await (await p.request.get("/api/v1/me")).json()).viewer.user.id as string;
  const [ritaId, walterId] = [await id(page), await id(otherPage)];

  await page.goto("/events");
  const headerMessages = page.getByRole("banner").getByRole("link", { name: /^Messages/ });
  const barMessages = bar(page).getByRole("link", { name: /^Messages/ });
  await expect(headerMessages).toHaveAccessibleName("Messages");
  await expect(barMessages).toHaveAccessibleName("Messages");
  // The tab's live channel is open (the bell says so), so what comes next arrives live.
  await expect(page.getByRole("button", { name: /^Notifications/ })).toHaveAttribute("data-live", "joined");

  for (const text of ["Hello Rita", "Coming to the reunion?"]) {
    const sent = await otherPage.request.post("/api/v1/messages", {
      data: { recipient_id: ritaId, content: text },
      headers: { origin: baseURL },
    });
    expect(sent.status()).toBe(201);
  }
  await other.close();
  await expect(headerMessages.getByTestId("messages-badge")).toHaveText("2 (2 unread)");
  await expect(headerMessages.getByTestId("messages-badge")).toBeVisible();
  await expect(barMessages.getByTestId("messages-badge")).toBeVisible();
  await expect(headerMessages).toHaveAccessibleName("Messages (2 unread)");
  await expect(barMessages).toHaveAccessibleName("Messages (2 unread)");
  await expectNoSeriousA11yViolations(page);

  // Reading the conversation clears both.
  await barMessages.click();
  await page.getByTestId(`conversation-${walterId}`).click();
  await expect(page.getByTestId("chat-messages")).toContainText("Coming to the reunion?");
  await expect(page.getByTestId("messages-badge")).toHaveCount(0);
  await expect(headerMessages).toHaveAccessibleName("Messages");
  await expect(barMessages).toHaveAccessibleName("Messages");
});
