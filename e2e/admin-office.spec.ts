import { readFile } from "node:fs/promises";
import { OFFICE_TEXT } from "../contract/ui-text";
import { chooseOption, expect, lookAtScreen, signUpVerified, test, uniqueEmail } from "./fixtures";

test("who is coming: attendees listed on the event view and exported to CSV", async ({ adminPage, page }) => {
  const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
  const created = await adminPage.request.post("/api/v1/admin/events", {
    headers: origin,
    data: {
      title: `Office Gala ${Date.now()}`,
      category: "Reunion",
      location: "Main Hall",
      start_date: "2031-06-01T18:00:00.000Z",
      max_attendees: 80,
    },
  });
  expect(created.status()).toBe(201);
  const event = await created.json();
  // A member says they are going.
  const guestEmail = await signUpVerified(page, uniqueEmail("gala"), "Gala Guest");
  const rsvp = await page.request.put(`/api/v1/events/${event.id}/rsvp`, {
    headers: origin,
    data: { status: "going" },
  });
  expect(rsvp.ok()).toBe(true);

  await adminPage.goto(`/admin/events/view/${event.id}`);
  const attendees = adminPage.getByRole("region", { name: "Attendees" });
  await expect(attendees.getByRole("link", { name: "Gala Guest" })).toBeVisible();
  await expect(attendees.getByText("Oberoi")).toBeVisible();
  await expect(adminPage.getByText("1 / 80")).toBeVisible();
  // The organizer is a name linked to their profile, not an id.
  await expect(adminPage.getByRole("link", { name: "Alumni Office" })).toHaveAttribute(
    "href",
    /^\/admin\/alumni\/view\//,
  );
  await lookAtScreen(adminPage, "event-attendees", { widths: [390, 1280] });

  const download = adminPage.waitForEvent("download");
  await adminPage.getByRole("button", { name: "Export attendees" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^attendees_office-gala-\d+_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv.split("\r\n").slice(0, 2)).toEqual([
    // The office writes to whoever is coming: the e-mail follows the name (issue 21, item 10);
    // who came is the last column (issue 27, item 5).
    "\uFEFFName,Email,House,Graduation Year,Status,Guests,Guest Names,Registered At,Attended",
    expect.stringMatching(
      new RegExp(
        `^Gala Guest,${guestEmail.replace(/\./g, "\\.")},Oberoi,,Going,0,,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},No$`,
      ),
    ),
  ]);
  await expect(adminPage.getByText(OFFICE_TEXT.attendeesExported)).toBeVisible();
});

test("tables keep search, sort and page in the URL: View then Back returns there", async ({
  adminPage: page,
}) => {
  const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
  const tag = `Paged${Date.now()}`;
  for (let i = 0; i < 27; i++) {
    const res = await page.request.post("/api/v1/admin/news", {
      headers: origin,
      data: { title: `${tag} article ${String(i).padStart(2, "0")}`, category: "General", published: false },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto("/admin/news");
  await page.getByRole("searchbox", { name: "Search news" }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await page.getByRole("button", { name: "Article", exact: true }).click(); // title ascending
  await expect(page).toHaveURL(/sort=title/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  const table = page.getByRole("region", { name: "News articles" });
  await expect(table.getByText(`${tag} article 25`)).toBeVisible();
  await expect(page.getByText("Showing 26–27 of 27")).toBeVisible();

  // View → the page's Back button → the same place.
  await table.getByRole("link", { name: `View ${tag} article 26` }).click();
  await expect(page.getByRole("heading", { name: `${tag} article 26` })).toBeVisible();
  await page.getByRole("link", { name: /Back to News Management/ }).click();
  await expect(page.getByText("Showing 26–27 of 27")).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search news" })).toHaveValue(tag);

  // … and the browser's Back does the same.
  await table.getByRole("link", { name: `View ${tag} article 25` }).click();
  await expect(page.getByRole("heading", { name: `${tag} article 25` })).toBeVisible();
  await page.goBack();
  await expect(page.getByText("Showing 26–27 of 27")).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
});

test("the dashboard's Pending Events opens the list filtered; counts are singular or plural", async ({
  adminPage: page,
}) => {
  await page.goto("/admin");
  await page.getByRole("link", { name: /Pending Events/ }).click();
  await expect(page).toHaveURL(/\/admin\/events\?status=pending/);
  await expect(page.getByRole("combobox", { name: "Filter by status" })).toHaveText("Pending");
  await page.goto("/admin/alumni");
  await expect(page.getByText(/^\d[\d,]* alumni profiles$/)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search alumni" }).fill("Alumni Office");
  await expect(page.getByText("1 alumni profile", { exact: true })).toBeVisible();
});

test("bulk: publish several articles in one go, one audit row each", async ({ adminPage: page }) => {
  const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
  const tag = `Bulk${Date.now()}`;
  for (const n of ["one", "two", "three"]) {
    const res = await page.request.post("/api/v1/admin/news", {
      headers: origin,
      data: { title: `${tag} ${n}`, category: "General", published: false },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/admin/news?q=${tag}`);
  const table = page.getByRole("region", { name: "News articles" });
  await expect(table.getByRole("row")).toHaveCount(4);
  await page.getByRole("checkbox", { name: "Select all articles on this page" }).check();
  const bar = page.getByRole("region", { name: "Bulk actions" });
  await expect(bar.getByText("3 articles selected")).toBeVisible();
  await lookAtScreen(page, "bulk-action", { widths: [390, 1280] });
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Publish 3 selected articles?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(OFFICE_TEXT.bulkDone("published", 3, "article"))).toBeVisible();
  await expect(table.getByText("Published")).toHaveCount(3);

  const audit = await (
    await page.request.get("/api/v1/admin/audit?action=news.publish&page_size=100")
  ).json();
  const titles = audit.items
    .filter((e: { after: { title?: string } }) => e.after?.title?.startsWith(tag))
    .map((e: { after: { title: string } }) => e.after.title)
    .sort();
  expect(titles).toEqual([`${tag} one`, `${tag} three`, `${tag} two`]);
});

test("deleting a competition offers Undo, which restores it and the standings", async ({
  adminPage: page,
}) => {
  const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
  const houses = await (await page.request.get("/api/v1/admin/houses")).json();
  const name = `Undo Cup ${Date.now()}`;
  const created = await (
    await page.request.post("/api/v1/admin/competitions", {
      headers: origin,
      data: {
        name,
        category: "sports",
        first_place_points: 500,
        second_place_points: 0,
        third_place_points: 0,
      },
    })
  ).json();
  await page.request.post(`/api/v1/admin/competitions/${created.id}/start`, { headers: origin });
  await page.request.put(`/api/v1/admin/competitions/${created.id}/results`, {
    headers: origin,
    data: { placements: [{ position: 1, house_id: houses[0].id }] },
  });
  const pointsOf = async () => {
    const cup = await (await page.request.get("/api/v1/house-cup")).json();
    return JSON.stringify(cup.standings ?? cup);
  };
  const before = await pointsOf();

  await page.goto(`/admin/competitions?q=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByText("No competitions yet")).toBeVisible();
  expect(await pointsOf()).not.toBe(before);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText(OFFICE_TEXT.competitionRestored)).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  expect(await pointsOf()).toBe(before);
});

test("the activity log in the sidebar: who, what, which record, field by field; filtered", async ({
  adminPage: page,
}) => {
  const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
  const title = `Logged Event ${Date.now()}`;
  const created = await (
    await page.request.post("/api/v1/admin/events", {
      headers: origin,
      data: { title, category: "Reunion", location: "Hall", start_date: "2031-01-01T10:00:00.000Z" },
    })
  ).json();
  const edited = await page.request.put(`/api/v1/admin/events/${created.id}`, {
    headers: origin,
    data: { title, category: "Reunion", location: "Great Hall", start_date: "2031-01-01T10:00:00.000Z" },
  });
  expect(edited.ok()).toBe(true);

  await page.goto("/admin");
  await page.getByRole("link", { name: "Activity Log" }).first().click();
  await expect(page.getByRole("heading", { name: "Activity Log" })).toBeVisible();
  await chooseOption(page, "Filter by action", "Event: update");
  await expect(page).toHaveURL(/action=event\.update/);
  const row = page
    .getByRole("region", { name: "Activity" })
    .getByRole("row")
    .filter({ hasText: title })
    .filter({ hasText: "Event: update" });
  await expect(row.getByRole("link", { name: title })).toHaveAttribute(
    "href",
    `/admin/events/view/${created.id}`,
  );
  await expect(row).toContainText("Alumni Office");
  // Field by field: only what changed, before and after.
  await expect(row.getByRole("definition")).toHaveText("Hall → changed to Great Hall");
  await expect(row.getByRole("term")).toHaveText("Location");
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel("From").fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(row).toBeVisible();
  await lookAtScreen(page, "activity-log", { widths: [390, 1280] });
});

test("a house added in Settings is chosen in My Profile", async ({ adminPage, page }) => {
  const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
  const house = `Curie ${Date.now() % 100000}`;
  const added = await adminPage.request.post("/api/v1/admin/houses", {
    headers: origin,
    data: { name: house },
  });
  expect(added.status()).toBe(201);

  await signUpVerified(page, uniqueEmail("house"), "House Chooser");
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await chooseOption(page, "House", house);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
  await page.reload();
  await expect(page.getByText(house, { exact: true }).first()).toBeVisible();
});

test("editing a competition's points structure is reflected on /house-cup", async ({ adminPage: page }) => {
  const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
  const houseName = `Points House ${Date.now() % 100000}`;
  const house = await (
    await page.request.post("/api/v1/admin/houses", { headers: origin, data: { name: houseName } })
  ).json();
  const competition = await (
    await page.request.post("/api/v1/admin/competitions", {
      headers: origin,
      data: {
        name: `Points Cup ${Date.now()}`,
        category: "arts",
        first_place_points: 10,
        second_place_points: 6,
        third_place_points: 3,
      },
    })
  ).json();
  await page.request.post(`/api/v1/admin/competitions/${competition.id}/start`, { headers: origin });
  await page.request.put(`/api/v1/admin/competitions/${competition.id}/results`, {
    headers: origin,
    data: { placements: [{ position: 1, house_id: house.id }] },
  });
  const standing = (p: typeof page) =>
    p.getByRole("list", { name: "Standings" }).getByRole("listitem").filter({ hasText: houseName });
  await page.goto("/house-cup");
  await expect(standing(page)).toContainText("10points");

  await page.goto(`/admin/competitions/edit/${competition.id}`);
  await page.getByLabel("1st Place Points").fill("37");
  await page.getByRole("button", { name: /Update Competition|Save/ }).click();
  await expect(page.getByText("Competition updated successfully")).toBeVisible();
  await page.goto("/house-cup");
  await expect(standing(page)).toContainText("37points");
});
