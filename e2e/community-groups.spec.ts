import { checkScreen, createChapter, post, WIDTHS } from "./community";
import { expect, signUpVerified, test, uniqueEmail } from "./fixtures";

/**
 * Issue 15: class years, chapters, mentors and jobs at a phone's and a laptop's width. Each flow
 * is walked once, at a phone's width, and every screen on the way is looked at at both widths
 * (checkScreen): its heading, then the look every screen gets (e2e/fixtures.ts, lookAtScreen): no
 * sideways scrolling, no serious axe finding, a screenshot for the closing note when SHOTS_DIR
 * names a folder. Each flow was walked at both widths before (issue 24): the same screens are
 * scanned, the sign-ups, mails and clicks are not done twice; what differs by width in a flow
 * (the phone's bottom bar against the laptop's main menu) is still walked at each.
 */
// Each test walks a whole flow with two or three people (sign-ups, mails, several screens, axe):
// more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

/** Where the flows run; checkScreen also looks at the laptop's width. */
const width = WIDTHS[0];

let chapterSlug = "";

test.beforeAll(async ({ browser }) => {
  // The office creates a chapter with a few members and an approved event.
  chapterSlug = await createChapter(browser, "Pune Chapter", "Pune breakfast meet");
});

test(`visitors see the hub, chapters, a chapter and a class year at 390 and 1280 px`, async ({ page }) => {
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/community");
  await checkScreen(page, "community-visitor");

  await page.goto("/chapters");
  await page.getByRole("link", { name: "Pune Chapter" }).first().click();
  await expect(page.getByRole("heading", { name: "Pune Chapter", level: 1 })).toBeVisible();
  await expect(page.getByText("Pune breakfast meet")).toBeVisible();
  await expect(page.getByText("Sign in to see the chapter's members")).toBeVisible();
  await checkScreen(page, "chapter-visitor");
  await page.goto("/chapters");
  await checkScreen(page, "chapters-visitor");

  const filters = await (await page.request.get("/api/v1/profiles/filters")).json();
  const year = filters.graduation_years[0] as number;
  await page.goto("/community");
  await page.getByLabel("Graduation year").fill(String(year));
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page.getByRole("heading", { name: `Class of ${year}`, level: 1 })).toBeVisible();
  await expect(page.getByText(`Sign in to see who from the class of ${year}`)).toBeVisible();
  await checkScreen(page, "class-year-visitor");

  // Members-only lists send a visitor to sign in.
  await page.goto("/jobs");
  await expect(page).toHaveURL(/\/auth/);
});

test(`a member joins a chapter, finds a mentor, asks, and posts a job at 390 and 1280 px`, async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width, height: 900 });
  // A mentor: another member open to mentoring, in Finance.
  const mentorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const mentorPage = await mentorContext.newPage();
  const mentorName = "Meera Mentor";
  await signUpVerified(mentorPage, uniqueEmail("mentor"), mentorName);
  await post(mentorPage, "/api/v1/profile", { mentorship_availability: true, industry: "Finance" }, "patch");

  const memberName = "Chitra Member";
  await signUpVerified(page, uniqueEmail("member"), memberName);
  await page.goto(`/chapters/${chapterSlug}`);
  await page.getByRole("button", { name: "Join chapter" }).click();
  await expect(page.getByRole("button", { name: "Leave chapter" })).toBeVisible();
  await expect(page.getByRole("link", { name: memberName })).toBeVisible();
  await checkScreen(page, "chapter-member");

  // The community pages: a link on laptops, named in the bottom bar's 'More' on phones (issue 21).
  await page.setViewportSize({ width: WIDTHS[1], height: 900 });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Community" }).click();
  await expect(page.getByRole("heading", { name: "Community", level: 1 })).toBeVisible();
  await page.goBack();
  await page.setViewportSize({ width, height: 900 });
  const bar = page.getByRole("navigation", { name: "Mobile" });
  await expect(bar.getByRole("link")).toHaveCount(4);
  await bar.getByRole("button", { name: "More" }).click();
  await bar.getByRole("link", { name: "Class years" }).click();
  await expect(page.getByRole("heading", { name: "Community", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Mentors" }).click();
  await expect(page.getByRole("heading", { name: "Mentors", level: 1 })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: mentorName });
  await expect(card).toBeVisible();
  await checkScreen(page, "mentors");
  await card.getByRole("button", { name: "Ask for mentoring" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Add a short note")).toBeVisible();
  await dialog.getByLabel("Note").fill("I am moving into finance and would value an hour of advice.");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Request sent")).toBeVisible();

  // The mentor sees it in My Profile and accepts; the asker sees it accepted.
  await mentorPage.setViewportSize({ width, height: 900 });
  await mentorPage.goto("/profile");
  const received = mentorPage.getByRole("region", { name: "Mentoring requests" });
  await expect(received.getByText("I am moving into finance")).toBeVisible();
  await received.getByRole("button", { name: "Accept" }).click();
  await expect(received.getByText("Accepted")).toBeVisible();
  await checkScreen(mentorPage, "profile-mentoring");
  await page.goto("/profile#mentoring");
  await expect(page.getByRole("region", { name: "Mentoring requests" }).getByText("Accepted")).toBeVisible();

  // Turning availability off hides the mentor at once.
  await post(mentorPage, "/api/v1/profile", { mentorship_availability: false }, "patch");
  await page.goto("/mentors");
  await expect(page.getByTestId("mentors-loading")).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: mentorName })).toHaveCount(0);
  await mentorContext.close();

  // Post a job through the form; it is listed.
  await page.goto("/jobs");
  await page.getByRole("button", { name: "Post a job" }).click();
  const form = page.getByRole("dialog");
  await form.getByLabel("Title").fill(`Analyst ${width}`);
  await form.getByLabel("Company").fill("Globex Finance");
  await form.getByRole("button", { name: "Post job" }).click();
  await expect(form.getByText("Enter a location or mark the job as remote")).toBeVisible();
  await form.getByLabel("Location").fill("Pune");
  await form.getByLabel("Link to apply").fill("https://globex.example/jobs/analyst");
  await form.getByRole("button", { name: "Post job" }).click();
  await expect(page.getByText("Job posted")).toBeVisible();
  const job = page.getByRole("article").filter({ hasText: `Analyst ${width}` });
  await expect(job).toBeVisible();
  await checkScreen(page, "jobs");
  await job.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("Posting closed")).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: `Analyst ${width}` })).toHaveCount(0);
});

test(`a member sees their class year's members and its reunion at 390 and 1280 px`, async ({
  page,
  adminPage,
}) => {
  // A year before the seeded ones (1960 on), so the new member is on the first page of the list.
  const year = 1952;
  const memberName = "Kavya Classmate";
  await signUpVerified(page, uniqueEmail("classmate"), memberName);
  await post(page, "/api/v1/profile", { graduation_year: year }, "patch");
  const reunion = `Class of ${year} reunion ${width}`;
  const proposed = await post(page, "/api/v1/events", {
    title: reunion,
    category: "Reunion",
    location: "School hall",
    start_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    end_date: null,
    max_attendees: "",
    is_virtual: false,
    registration_deadline: null,
    class_year: year,
  });
  await adminPage.goto("/");
  await post(adminPage, `/api/v1/admin/events/${proposed.id}/approve`, {});

  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/classes/${year}`);
  await expect(page.getByRole("heading", { name: `Class of ${year}`, level: 1 })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Reunions and events" }).getByRole("heading", { name: reunion }),
  ).toBeVisible();
  const members = page.getByRole("region", { name: "Members" });
  await expect(page.getByText(`Sign in to see who from the class of ${year}`)).toHaveCount(0);
  const card = members.getByRole("article", { name: memberName });
  await expect(card).toBeVisible();
  // The card's year is its own link to the class page (decision 070).
  await expect(card.getByRole("link", { name: `Class of '${String(year).slice(2)}` })).toHaveAttribute(
    "href",
    `/classes/${year}`,
  );
  await checkScreen(page, "class-year-member");
});
