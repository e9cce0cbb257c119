import type { Page } from "@playwright/test";
import { expect, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 21 item 10: after accepting a mentoring request, a Message next step; the Mentoring
// requests card's wording follows the member's "Available for mentorship" setting (390 px).
test.use({ viewport: { width: 390, height: 844 } });

async function api(page: Page, method: "post" | "patch", path: string, data: unknown) {
  const res = await page.request[method](path, { data, headers: { origin: new URL(page.url()).origin } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

test("a mentor's card follows the setting, and an accepted request offers a message", async ({
  page,
  browser,
}) => {
  await signUpVerified(page, uniqueEmail("mentor"), "Mira Mentor");
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Mentoring requests" });
  await expect(card.getByText(/turn on mentorship availability/)).toBeVisible();
  await api(page, "patch", "/api/v1/profile", { mentorship_availability: true });
  await page.reload();
  await expect(card.getByText(/You are listed on the Mentors page/)).toBeVisible();
  await expect(card.getByText(/turn on mentorship availability/)).toHaveCount(0);
  const mentorId = (await (await page.request.get("/api/v1/me")).json()).viewer.user.id;

  const askerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const asker = await askerContext.newPage();
  await signUpVerified(asker, uniqueEmail("asker"), "Arjun Asker");
  await api(asker, "post", "/api/v1/mentoring/requests", {
    mentor_user_id: mentorId,
    note: "Could we talk about moving into public policy?",
  });
  await askerContext.close();

  await page.reload();
  await expect(card.getByText("Could we talk about moving into public policy?")).toBeVisible();
  await card.getByRole("button", { name: "Accept" }).click();
  await expect(card.getByText("Accepted")).toBeVisible();
  await card.getByRole("button", { name: "Message Arjun Asker" }).click();
  await expect(page.getByRole("dialog", { name: "Send a message to Arjun Asker" })).toBeVisible();
  const noSideways = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noSideways).toBe(true);
});
