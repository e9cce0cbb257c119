import { checkScreen, createChapter, post, WIDTHS } from "./community";
import {
  chooseOption,
  closeToasts,
  expect,
  lookAtScreen,
  signUpVerified,
  test,
  uniqueEmail,
} from "./fixtures";

/**
 * Issue 15: the office's side of chapters — a chapter's event made in the admin form, and a
 * chapter moderator assigned, who reviews the chapter's events and takes down a reported job.
 * The moderator's flow runs at a phone's width; every screen on the way is looked at at both
 * widths (checkScreen, e2e/community.ts). Split from community-groups.spec.ts (issue 24).
 */
// A whole flow with two people (a sign-up, a role, several screens, axe): more than the default
// 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

/** Where the flow runs; checkScreen also looks at the laptop's width. */
const width = WIDTHS[0];

let chapterSlug = "";

test.beforeAll(async ({ browser }) => {
  chapterSlug = await createChapter(browser, "Nashik Chapter");
});

test("the office creates a chapter's event in the admin form, and the chapter page lists it", async ({
  adminPage: page,
}) => {
  const title = `Nashik alumni dinner ${Date.now()}`;
  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill(title);
  await chooseOption(page, "Category", "Networking");
  await page.getByLabel("Location").fill("Pune");
  await page.getByLabel("Start", { exact: true }).fill("2030-06-01T19:00");
  // By id: every run's set-up adds another 'Nashik Chapter' under a new address.
  const chapters = await (await page.request.get("/api/v1/chapters")).json();
  const chapter = chapters.chapters.find((c: { slug: string }) => c.slug === chapterSlug);
  await page.getByLabel("Chapter").selectOption(chapter.id);
  await lookAtScreen(page, "admin-event-chapter");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nashik Chapter" })).toHaveAttribute(
    "href",
    `/chapters/${chapterSlug}`,
  );

  // Editing shows the chapter chosen ('Edit Event' is under the success toast).
  await closeToasts(page);
  await page.getByRole("link", { name: "Edit Event" }).click();
  await expect(page.getByLabel("Chapter").locator("option:checked")).toHaveText("Nashik Chapter");

  await page.goto(`/chapters/${chapterSlug}`);
  await expect(
    page.getByRole("region", { name: "Upcoming events" }).getByRole("heading", { name: title }),
  ).toBeVisible();
});

test(`the office assigns a chapter moderator, who approves a chapter event and takes down a reported job, at 390 and 1280 px`, async ({
  adminPage,
  browser,
}) => {
  const modContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const modPage = await modContext.newPage();
  const modName = "Mina Moderator";
  await signUpVerified(modPage, uniqueEmail("mod"), modName);
  const me = await (await modPage.request.get("/api/v1/me")).json();
  await adminPage.goto("/");
  await post(adminPage, `/api/v1/admin/users/${me.viewer.user.id}/roles`, { role: "moderator" });

  await adminPage.setViewportSize({ width, height: 900 });
  await adminPage.goto(`/chapters/${chapterSlug}`);
  const panel = adminPage.getByRole("region", { name: "Chapter moderators" });
  await panel.getByRole("combobox", { name: "Moderator to assign" }).click();
  await adminPage.getByRole("option", { name: modName }).click();
  await panel.getByRole("button", { name: "Assign" }).click();
  await expect(panel.getByRole("list", { name: "Assigned moderators" }).getByText(modName)).toBeVisible();
  await checkScreen(adminPage, "chapter-admin");

  // The moderator, a member of the chapter, proposes an event and reviews it on the chapter page.
  await post(modPage, `/api/v1/chapters/${chapterSlug}/membership`, {}, "put");
  const title = `Riverside walk ${width}`;
  await post(modPage, `/api/v1/chapters/${chapterSlug}/events`, {
    title,
    category: "Social Gathering",
    location: "Nashik riverside",
    start_date: new Date(Date.now() + 9 * 86_400_000).toISOString(),
    end_date: null,
    max_attendees: "",
    is_virtual: false,
    registration_deadline: null,
  });
  await modPage.setViewportSize({ width, height: 900 });
  await modPage.goto(`/chapters/${chapterSlug}`);
  const queue = modPage.getByRole("region", { name: "Awaiting your review" });
  await expect(queue.getByText(title)).toBeVisible();
  await checkScreen(modPage, "chapter-moderator");
  await queue
    .getByRole("listitem")
    .filter({ hasText: title })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(modPage.getByText("Event approved")).toBeVisible();
  await expect(
    modPage.getByRole("region", { name: "Upcoming events" }).getByRole("heading", { name: title }),
  ).toBeVisible();

  // A posting reported by a member is taken down by a moderator, with a reason.
  const jobTitle = `Too good to be true ${width}`;
  const closes = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await post(adminPage, "/api/v1/jobs", {
    title: jobTitle,
    company: "Quick Riches Ltd",
    remote: true,
    apply_url: "https://riches.example/apply",
    closes_on: closes,
  });
  await modPage.goto("/jobs");
  const card = modPage.getByRole("article").filter({ hasText: jobTitle });
  await card.getByRole("button", { name: "Report" }).click();
  const report = modPage.getByRole("dialog");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(report.getByText("Give a reason")).toBeVisible();
  await report.getByLabel("What is wrong with it?").fill("Asks for a fee up front");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(modPage.getByText("Thanks, the moderators will look at it")).toBeVisible();
  await expect(card.getByText("1 report", { exact: true })).toBeVisible();
  await checkScreen(modPage, "jobs-moderator");
  await card.getByRole("button", { name: "Remove" }).click();
  const remove = modPage.getByRole("dialog");
  await remove.getByLabel("Reason (the poster sees it)").fill("Scam: asks for money");
  await remove.getByRole("button", { name: "Remove posting" }).click();
  await expect(modPage.getByText("Posting removed")).toBeVisible();
  await expect(modPage.getByRole("article").filter({ hasText: jobTitle })).toHaveCount(0);
  await modContext.close();
});
