import { readFileSync } from "node:fs";
import { expect, latestMailLink, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 21 item 10: the proposer's Events page follows the office's answer live (as the bell
// does), the approval mail links the event's card, and the attendee export has the e-mail column.
test.use({ viewport: { width: 390, height: 844 } });

test("an approved proposal: the proposer's Events page updates live, the mail links the card, the export has e-mails", async ({
  page,
  adminPage,
}) => {
  const email = await signUpVerified(page, uniqueEmail("proposer"), "Pia Proposer");
  const origin = new URL(page.url()).origin;
  const title = `Old Boys' Quiz ${Date.now()}`;
  const start = new Date(Date.now() + 20 * 86_400_000);
  start.setUTCHours(12, 30, 0, 0);
  const proposed = await page.request.post("/api/v1/events", {
    data: { title, category: "Social Gathering", location: "School Hall", start_date: start.toISOString() },
    headers: { origin },
  });
  expect(proposed.status()).toBe(201);
  const { id } = await proposed.json();

  await page.goto("/events");
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card.getByText("Awaiting review")).toBeVisible();

  const approved = await adminPage.request.post(`/api/v1/admin/events/${id}/approve`, {
    data: {},
    headers: { origin },
  });
  expect(approved.status()).toBe(200);
  // No reload: the page hears of the answer.
  await expect(card.getByText("Awaiting review")).toHaveCount(0);
  await expect(card.getByRole("button", { name: `RSVP: ${title}` })).toBeVisible();
  await card.getByRole("button", { name: `RSVP: ${title}` }).click();
  await expect(card.getByRole("button", { name: `Going: ${title}` })).toBeVisible();

  // The mail goes by a background job, after the sign-up's own mail.
  const link = `${origin}/events#event-${id}`;
  await expect.poll(() => latestMailLink(email)).toBe(link);
  await page.goto(link);
  await expect(page.locator(`#event-${id}`)).toBeInViewport();

  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await adminPage.goto(`/admin/events/view/${id}`);
  const download = adminPage.waitForEvent("download");
  await adminPage.getByRole("button", { name: "Export attendees" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toBe("Name,Email,House,Graduation Year,Status,Guests,Guest Names,Registered At,Attended");
  expect(row).toContain(`Pia Proposer,${email}`);
});
