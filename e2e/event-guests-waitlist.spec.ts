import type { Page } from "@playwright/test";
import { EVENT_MESSAGES, GUESTS_DIALOG_TEXT } from "../contract/ui-text";
import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 27 items 1-3 (decision 110): a member brings a guest and sees the places figure change;
// a full event offers Join waitlist.
test.use({ viewport: { width: 390, height: 844 } });

/** An event the office publishes at once; answers its title and id. */
async function publishEvent(admin: Page, values: Record<string, unknown>) {
  const title = `Founders' Dinner ${Date.now()} ${Math.random().toString(36).slice(2, 6)}`;
  const start = new Date(Date.now() + 15 * 86_400_000);
  const res = await admin.request.post("/api/v1/admin/events", {
    data: { title, category: "Reunion", location: "School Hall", start_date: start.toISOString(), ...values },
    headers: { origin: new URL(admin.url()).origin },
  });
  expect(res.status()).toBe(201);
  return { title, id: (await res.json()).id as string };
}

test("a member RSVPs with a guest and sees the places change; a full event offers Join waitlist", async ({
  page,
  adminPage,
}) => {
  await adminPage.goto("/");
  const deadline = new Date(Date.now() + 10 * 86_400_000);
  const dinner = await publishEvent(adminPage, {
    max_attendees: 3,
    guests_per_member: 2,
    registration_deadline: deadline.toISOString(),
  });
  const full = await publishEvent(adminPage, { max_attendees: 1 });
  const origin = new URL(adminPage.url()).origin;
  const taken = await adminPage.request.put(`/api/v1/events/${full.id}/rsvp`, {
    data: { status: "going" },
    headers: { origin },
  });
  expect(taken.status()).toBe(200);

  await signUpVerified(page, uniqueEmail("guests"), "Gita Guest");
  await page.goto("/events");
  const card = page.getByRole("article").filter({ hasText: dinner.title });
  await expect(card.getByText("0 / 3 places")).toBeVisible();
  await expect(card.getByText(/^Registration closes /)).toBeVisible();

  await card.getByRole("button", { name: `RSVP: ${dinner.title}` }).click();
  const dialog = page.getByRole("dialog", { name: GUESTS_DIALOG_TEXT.title });
  await dialog.getByLabel(GUESTS_DIALOG_TEXT.guestsLabel).selectOption("1");
  await dialog.getByLabel(GUESTS_DIALOG_TEXT.guestNameLabel(1)).fill("Ravi Rao");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Going" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByRole("button", { name: `Going: ${dinner.title}` })).toHaveText("Going · 1 guest");
  await expect(card.getByText("2 / 3 places")).toBeVisible();

  const fullCard = page.getByRole("article").filter({ hasText: full.title });
  await expect(fullCard.getByText("1 / 1 places")).toBeVisible();
  await fullCard.getByRole("button", { name: `${EVENT_MESSAGES.joinWaitlist}: ${full.title}` }).click();
  await expect(fullCard.getByText(EVENT_MESSAGES.onWaitlist)).toBeVisible();
  await expect(
    fullCard.getByRole("button", { name: `${EVENT_MESSAGES.leaveWaitlist}: ${full.title}` }),
  ).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
