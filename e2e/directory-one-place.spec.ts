import { expect, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 21 item 10: "London, UK" and "London, United Kingdom" were offered as two places in the
// directory's location filter. One place is offered, and it lists both spellings (390 px).
test.use({ viewport: { width: 390, height: 844 } });

test("the location filter offers one London, United Kingdom and lists every spelling of it", async ({
  page,
}) => {
  await signUpVerified(page, uniqueEmail("londoner"), "Leela Londoner");
  const res = await page.request.patch("/api/v1/profile", {
    data: { location: "London, UK" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok()).toBe(true);

  await page.goto("/alumni");
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.getByLabel("Location").click();
  await expect(page.getByRole("option", { name: /^London/ })).toHaveText(["London, United Kingdom"]);
  await page.getByRole("option", { name: "London, United Kingdom" }).click();
  await expect(page).toHaveURL(/location=London/);
  const cards = page.getByRole("article");
  await expect(cards.filter({ hasText: "Leela Londoner" })).toContainText("London, UK");
  // Every card is a London card, whichever way its owner wrote it.
  await expect
    .poll(async () => (await cards.allTextContents()).every((t) => /London, (UK|United Kingdom)/.test(t)))
    .toBe(true);
  expect(await cards.filter({ hasText: "London, United Kingdom" }).count()).toBeGreaterThan(0);
});
