import { ADMIN_STATE } from "../playwright.config";
import { expect, shotForNotes, test } from "./fixtures";

/**
 * Issue 29, item 1: the school's time zone is an office setting. A school in London: events it
 * creates without naming a zone are London's, stated in summer time (GMT+1, as en-US names BST)
 * in July and in Greenwich time in January, in the served page, after hydration and in the
 * calendar files; and the admin screens' dates are London's too, read on a computer in Tokyo
 * (decision 128).
 */
test.use({ timezoneId: "Asia/Tokyo" });

test("the office sets the school to Europe/London: a July and a January event at their London times", async ({
  adminPage,
  page,
  browser,
}) => {
  const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
  await adminPage.goto("/admin/settings");
  const zone = adminPage.getByLabel("School Time Zone");
  await expect(zone).toHaveValue("Asia/Kolkata");
  await zone.selectOption("Europe/London");
  await adminPage.getByRole("button", { name: "Save Settings" }).click();
  await expect(adminPage.getByText("Settings saved successfully")).toBeVisible();
  try {
    await adminPage.setViewportSize({ width: 390, height: 900 });
    await zone.scrollIntoViewIfNeeded();
    await shotForNotes(adminPage, "school-time-zone-390.png");
    const stamp = Date.now() % 100000;
    // 19:00 in London: 18:00 UTC in July (BST, UTC+1), 19:00 UTC in January (GMT).
    const made: Record<string, string> = {};
    for (const [title, start_date] of [
      [`London Summer Ball ${stamp}`, "2030-07-10T18:00:00.000Z"],
      [`London Winter Dinner ${stamp}`, "2031-01-09T19:00:00.000Z"],
    ]) {
      const res = await adminPage.request.post("/api/v1/admin/events", {
        headers: origin,
        data: { title, category: "Reunion", location: "Old Hall", start_date },
      });
      expect(res.status()).toBe(201);
      made[title] = (await res.json()).id;
    }
    const [summer, winter] = Object.keys(made);

    // The served page states both at 7:00 PM, each with the zone's name at that date.
    const served = await (await page.request.get("/events")).text();
    expect(served).toMatch(new RegExp(`${summer}[^]*?July 10, 2030[^]*?7:00 PM GMT\\+1`));
    expect(served).toMatch(new RegExp(`${winter}[^]*?January 9, 2031[^]*?7:00 PM GMT<`));
    // The same after hydration (a hydration mismatch is a console error, which fails the test).
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/events");
    const summerCard = page.getByRole("article").filter({ hasText: summer });
    const winterCard = page.getByRole("article").filter({ hasText: winter });
    // The event's own time; the reader's own (Tokyo) follows it once hydrated.
    await expect(summerCard.getByRole("listitem")).toContainText([
      "July 10, 2030",
      /^7:00 PM GMT\+1\s*Your time: July 11, 2030, 3:00 AM GMT\+9$/,
    ]);
    await expect(winterCard.getByRole("listitem")).toContainText([
      "January 9, 2031",
      /^7:00 PM GMT\s*Your time: January 10, 2031, 4:00 AM GMT\+9$/,
    ]);
    await summerCard.scrollIntoViewIfNeeded();
    await shotForNotes(page, "school-time-zone-events-390.png");

    // The calendar files state the London wall clock with the zone.
    const ics = async (id: string) => (await page.request.get(`/api/v1/events/${id}/ics`)).text();
    expect(await ics(made[summer]!)).toContain("DTSTART;TZID=Europe/London:20300710T190000");
    expect(await ics(made[winter]!)).toContain("DTSTART;TZID=Europe/London:20310109T190000");

    // The office's activity log, on a computer in Tokyo, writes the events' starts at London's 7:00 PM.
    const tokyoOffice = await browser.newContext({
      storageState: ADMIN_STATE,
      baseURL: test.info().project.use.baseURL,
      timezoneId: "Asia/Tokyo",
    });
    try {
      const office = await tokyoOffice.newPage();
      await office.setViewportSize({ width: 1280, height: 900 });
      await office.goto("/admin/activity?action=event.create");
      const log = office.getByRole("region", { name: "Activity" });
      const startOf = (title: string) =>
        log
          .getByRole("row")
          .filter({ hasText: title })
          .locator("dl > div")
          .filter({ has: office.getByRole("term").filter({ hasText: /^Start date$/ }) })
          .getByRole("definition");
      await expect(startOf(summer)).toHaveText("July 10, 2030 at 7:00 PM");
      await expect(startOf(winter)).toHaveText("January 9, 2031 at 7:00 PM");
      await shotForNotes(office, "school-time-zone-activity-1280.png");
    } finally {
      await tokyoOffice.close();
    }
  } finally {
    // Put the demo school's zone back for the other specs.
    const current = await (await adminPage.request.get("/api/v1/admin/settings")).json();
    const back = await adminPage.request.put("/api/v1/admin/settings", {
      headers: origin,
      data: { ...current, time_zone: "Asia/Kolkata" },
    });
    expect(back.status()).toBe(200);
  }
});
