import type { Page } from "@playwright/test";
import { expect, latestMailLink, signUpThroughForm, test, uniqueEmail } from "./fixtures";

// Issue 21, item 1 (decision 092), at 390 px: a sign-up is not listed, nor counted in "Active
// Alumni", until its e-mail is verified; following the mailed link lists it. The server runs
// with its caches on, so this also shows that nothing kept before the verification outlives it.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const NAME = "Quimby Fjordsen";

/** The "Active Alumni" figure of the home page, as a visitor reads it. */
async function activeAlumni(visitor: Page): Promise<number> {
  await visitor.goto("/");
  const figure = visitor
    .locator("dl > div")
    .filter({ has: visitor.getByText("Active Alumni", { exact: true }) })
    .locator("dd")
    .first();
  await expect(figure).toHaveText(/^\d[\d,]*$/);
  return Number(String(await figure.textContent()).replace(/\D/g, ""));
}

async function directorySearch(visitor: Page) {
  await visitor.goto(`/alumni?search=${encodeURIComponent(NAME)}`);
  await expect(visitor.getByPlaceholder("Search by name, company, or role...")).toHaveValue(NAME);
}

test("a sign-up is listed and counted only once its e-mail is verified", async ({ page, browser }) => {
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const visitor = await visitorContext.newPage();
  const before = await activeAlumni(visitor);
  await directorySearch(visitor);
  await expect(visitor.getByText("No alumni found")).toBeVisible();

  const email = uniqueEmail("unverified");
  await signUpThroughForm(page, email, NAME);

  // Signed up, not verified: the same figure, and the directory does not find them.
  expect(await activeAlumni(visitor)).toBe(before);
  await directorySearch(visitor);
  await expect(visitor.getByText("No alumni found")).toBeVisible();
  await expect(visitor.getByRole("article")).toHaveCount(0);

  // The mailed link: verified and signed in, listed for everyone from now on.
  await page.goto(await latestMailLink(email));
  await expect(page.getByRole("button", { name: /account menu/i })).toBeVisible();
  expect(await activeAlumni(visitor)).toBe(before + 1);
  await directorySearch(visitor);
  await expect(visitor.getByRole("article")).toHaveCount(1);
  await expect(visitor.getByRole("article")).toContainText(NAME);
  await visitorContext.close();
});
