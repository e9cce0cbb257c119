import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";
import { createEventStartingSoon } from "./office-event";

// Issue 27, items 4 and 5 (decision 111), at a phone's 390 px: a member RSVPs and sees their
// ticket; the office makes another member the door volunteer; the volunteer checks the member in
// by name, then by the ticket's QR image fed to the scanner ("already", with the time), adds a
// walk-in, and the office's counts follow live.
test.use({ viewport: { width: 390, height: 844 } });

test("a ticket on the event card, and the door checks its holder in by name and by QR image", async ({
  page,
  adminPage,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL!;
  const title = `Door Night ${Date.now()}`;
  const event = await createEventStartingSoon(adminPage, title);

  // The member RSVPs on the card and opens their ticket.
  await signUpVerified(page, uniqueEmail("ticket"), "Tara Ticket");
  await page.goto("/events");
  const card = page.getByRole("article").filter({ hasText: title });
  await card.getByRole("button", { name: `RSVP: ${title}` }).click();
  await card.getByRole("button", { name: `Show ticket: ${title}` }).click();
  const qr = page.getByRole("dialog").getByTestId("ticket-qr");
  await expect(qr).toBeVisible();
  const png = await page.request.get((await qr.getAttribute("src"))!);
  expect(png.headers()["content-type"]).toBe("image/png");
  const ticketPng = await png.body();

  // The office makes another member the door volunteer, on the event's admin screen.
  const volunteerContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const door = await volunteerContext.newPage();
  // The fixture checks the first page's console; this second phone's is checked here.
  const doorErrors: string[] = [];
  door.on("console", (msg) => (msg.type() === "error" ? doorErrors.push(msg.text()) : undefined));
  door.on("pageerror", (err) => doorErrors.push(err.message));
  await signUpVerified(door, uniqueEmail("door"), "Vijay Doorkeeper");
  await adminPage.goto(`/admin/events/view/${event.id}`);
  await adminPage.getByLabel("Make a member a door volunteer").fill("Vijay Doorkeeper");
  await adminPage.getByRole("button", { name: "Make Vijay Doorkeeper a door volunteer" }).click();
  await expect(
    adminPage.getByRole("button", { name: "Remove Vijay Doorkeeper as door volunteer" }),
  ).toBeVisible();
  const counts = adminPage.getByTestId("admin-door-counts");
  await expect(counts).toHaveText("0 of 1 checked in · 0 walk-ins");

  // The volunteer finds the Check-in screen from Events, and checks Tara in by name.
  await door.goto("/events");
  await door.getByRole("link", { name: "Check-in" }).click();
  await expect(door.getByRole("heading", { level: 1, name: "Check-in" })).toBeVisible();
  await door.getByRole("searchbox", { name: "Search by name" }).fill("tara");
  await door.getByRole("button", { name: "Check in Tara Ticket" }).click();
  const outcome = door.getByRole("status");
  await expect(outcome).toHaveText("Tara Ticket checked in");
  await expect(door.getByRole("list", { name: "Door list" })).toContainText(/In at \d{1,2}:\d{2} [AP]M/);

  // Her ticket's QR image, fed to the scanner: read in the browser, and already checked in.
  await door
    .getByTestId("qr-image-input")
    .setInputFiles({ name: "ticket.png", mimeType: "image/png", buffer: ticketPng });
  await expect(outcome).toHaveText(/^Tara Ticket: Already checked in at \d{1,2}:\d{2} [AP]M$/);

  // A walk-in; the office's counts follow without a reload.
  await door.getByLabel("Walk-in's name").fill("Wasim Walkin");
  await door.getByRole("button", { name: "Add walk-in" }).click();
  await expect(outcome).toHaveText("Wasim Walkin added as a walk-in");
  await expect(door.getByTestId("door-counts")).toHaveText("1 of 1 checked in · 1 walk-in");
  await expect(counts).toHaveText("1 of 1 checked in · 1 walk-in");

  // A phone's screen: nothing scrolls sideways, and the screen reads well.
  expect(await door.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(door);
  expect(doorErrors).toEqual([]);
  await volunteerContext.close();
});
