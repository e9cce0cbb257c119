import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";
import { createEventStartingSoon } from "./office-event";

// Issue 27, item 6 (decision 119), at a phone's 390 px: a member of Oberoi is checked in at an
// event, and the Alumni Cup tab on /house-cup shows Oberoi's new points with their reason, to a
// visitor, without the member's name.
test.use({ viewport: { width: 390, height: 844 } });

test("the Alumni Cup tab shows a house's new points and their reason after an attended event", async ({
  page,
  adminPage,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL!;
  const headers = { origin: new URL(baseURL).origin };
  const title = `Cup Meet-up ${Date.now()}`;
  const event = await createEventStartingSoon(adminPage, title);

  // An Oberoi member says going; the office checks their ticket in at the door.
  await signUpVerified(page, uniqueEmail("cup"), "Omar Oberoi");
  const rsvp = await page.request.put(`/api/v1/events/${event.id}/rsvp`, {
    headers,
    data: { status: "going" },
  });
  expect(rsvp.status()).toBe(200);
  const ticket = await (await page.request.get(`/api/v1/events/${event.id}/ticket`)).json();
  const checkIn = await adminPage.request.post(
    `/api/v1/check-in/events/${event.id}/tickets/${ticket.ticket_id}`,
    { headers },
  );
  expect(checkIn.status()).toBe(200);

  // A visitor opens the Alumni Cup tab: Oberoi's line for this event, and no name.
  const visitor = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await visitor.newPage();
  await phone.goto("/house-cup?tab=alumni");
  await expect(phone.getByRole("tab", { name: "Alumni Cup", selected: true })).toBeVisible();
  const oberoi = phone.getByTestId("alumni-cup-Oberoi");
  await expect(oberoi.getByRole("listitem").filter({ hasText: title })).toHaveText(
    `+1 1 alumnus attended ${title}`,
  );
  await expect(phone.getByText("per 100 alumni").first()).toBeVisible();
  await expect(phone.locator("body")).not.toContainText("Omar Oberoi");
  // No sideways scrolling at 390 px.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(phone);
  await visitor.close();
});
