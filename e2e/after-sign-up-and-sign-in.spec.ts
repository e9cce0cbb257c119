import type { Page } from "@playwright/test";
import { EVENT_MESSAGES, ACCOUNT_ACCESS_TEXT as T } from "../contract/ui-text";
import {
  expect,
  expectNoSeriousA11yViolations,
  latestMailLink,
  signUpThroughForm,
  signUpVerified,
  test,
  uniqueEmail,
} from "./fixtures";

// Issue 21, item 3: after sign-up a page that stays; after sign-in, the page that was wanted.
test.use({ viewport: { width: 390, height: 844 } });

/** Signs in with the form of the /auth page already open (its address carries ?next=). */
async function signInOnThisPage(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Secret123");
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("sign-up leads to 'Check your e-mail', which names the address, stays, and resends the link", async ({
  page,
}) => {
  const email = uniqueEmail("check");
  await signUpThroughForm(page, email, "Asha Menon");
  await expect(page).toHaveURL("/check-email");
  // Seen from its top on a phone (the form's button was at the bottom).
  await expect(page.getByRole("heading", { level: 1, name: T.checkEmailTitle })).toBeInViewport();
  await expect(page.getByRole("heading", { level: 2, name: T.notArrivedTitle })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
  const firstLink = await latestMailLink(email);

  // It stays: a reload still names the address.
  await page.reload();
  await expect(page).toHaveURL("/check-email");
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: T.resendLink }).click();
  await expect(page.getByRole("status").filter({ hasText: T.linkResent(email) })).toBeVisible();
  let secondLink = firstLink;
  await expect
    .poll(async () => {
      secondLink = await latestMailLink(email);
      return secondLink;
    })
    .not.toBe(firstLink);
  // The new link verifies the account and signs it in.
  await page.goto(secondLink);
  await expect
    .poll(async () => (await (await page.request.get("/api/v1/me")).json()).viewer?.user.email)
    .toBe(email);
});

test("a visitor sent from /jobs to sign in comes back to /jobs", async ({ page }) => {
  const email = await signUpVerified(page, uniqueEmail("jobs"), "Jobs Seeker");
  await page.context().clearCookies();
  await page.goto("/jobs");
  await expect(page).toHaveURL("/auth?next=%2Fjobs");
  await signInOnThisPage(page, email);
  await expect(page).toHaveURL("/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Jobs/);
});

test("the header's Sign In and a card's 'Sign in to Connect' come back to the page they were on", async ({
  page,
}) => {
  const email = await signUpVerified(page, uniqueEmail("back"), "Page Returner");
  await page.context().clearCookies();
  await page.goto("/news");
  await page.getByRole("link", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/auth?next=%2Fnews");
  await signInOnThisPage(page, email);
  await expect(page).toHaveURL("/news");

  await page.context().clearCookies();
  await page.goto("/alumni");
  await page.getByRole("link", { name: "Sign in to Connect" }).first().click();
  await expect(page).toHaveURL("/auth?next=%2Falumni");
  await signInOnThisPage(page, email);
  await expect(page).toHaveURL("/alumni");
});

test("another site in ?next= is not followed", async ({ page }) => {
  const email = await signUpVerified(page, uniqueEmail("next"), "Careful Reader");
  await page.context().clearCookies();
  await page.goto("/auth?next=%2F%2Fevil.example%2Fjobs");
  await signInOnThisPage(page, email);
  await expect(page).toHaveURL("/");
});

test("the RSVP toast's sign-in link returns to the event", async ({ page }) => {
  const email = await signUpVerified(page, uniqueEmail("rsvp-back"), "Rsvp Returner");
  await page.context().clearCookies();
  await page.goto("/events");
  const card = page.getByRole("article").last();
  const cardId = await card.getAttribute("id");
  expect(cardId).toMatch(/^event-/);
  await card.getByRole("button", { name: /^RSVP/ }).click();
  await expect(page.getByText("You must be logged in to RSVP")).toBeVisible();
  await page.getByRole("link", { name: EVENT_MESSAGES.rsvpSignInLink }).click();
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(`/events#${cardId}`)}`);

  await signInOnThisPage(page, email);
  await expect(page).toHaveURL(`/events#${cardId}`);
  const returned = page.locator(`#${cardId}`);
  await expect(returned).toBeInViewport();
  await expect(returned.getByRole("button", { name: /RSVP|Going/ })).toBeEnabled();
});
