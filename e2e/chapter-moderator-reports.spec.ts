import type { Page } from "@playwright/test";
import { closeToasts, expect, lookAtScreen, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 28 item 2 (decision 126), at 390 px: a chapter moderator opens their chapter's Reports from
// the chapter page, sees a member's report on the chapter's event, and hides it; the office's own
// actions (warn, suspend) are not offered, and the reporter is not named.

async function call(page: Page, method: "post" | "put", path: string, data: unknown = {}) {
  const origin = new URL(test.info().project.use.baseURL as string).origin;
  const res = await page.request[method](path, { data, headers: { origin } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}
const userIdOf = async (page: Page) =>
  (await (await page.request.get("/api/v1/me")).json()).viewer.user.id as string;

test("a chapter moderator hides a reported chapter event at 390 px", async ({ page, browser, adminPage }) => {
  test.setTimeout(90_000);
  // The office: a chapter with an approved event of its own.
  await adminPage.goto("/api/health");
  const slug = `nagpur-${Date.now()}`;
  await call(adminPage, "post", "/api/v1/chapters", {
    name: "Nagpur Chapter",
    slug,
    about: "Alumni in Nagpur.",
  });
  await call(adminPage, "put", `/api/v1/chapters/${slug}/membership`);
  const event = await call(adminPage, "post", `/api/v1/chapters/${slug}/events`, {
    title: "Guaranteed returns breakfast",
    category: "Networking",
    location: "Civil Lines, Nagpur",
    start_date: new Date(Date.now() + 15 * 86_400_000).toISOString(),
    end_date: null,
    max_attendees: "",
    is_virtual: false,
    registration_deadline: null,
  });
  await call(adminPage, "post", `/api/v1/chapters/${slug}/events/${event.id}/review`, { status: "approved" });

  // The moderator (this page), given the role and the chapter by the office.
  await signUpVerified(page, uniqueEmail("chapmod"), "Meera Moderator");
  const moderatorId = await userIdOf(page);
  await call(adminPage, "post", `/api/v1/admin/users/${moderatorId}/roles`, { role: "moderator" });
  await call(adminPage, "post", `/api/v1/chapters/${slug}/moderators`, { user_id: moderatorId });

  // A member reports the event.
  const reporterContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const reporter = await reporterContext.newPage();
  await signUpVerified(reporter, uniqueEmail("chapreporter"), "Ravi Reporter");
  await call(reporter, "post", "/api/v1/reports", {
    subject_kind: "event",
    subject_id: event.id,
    reason: "false_information",
    note: "Promises returns on money",
  });
  await reporterContext.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/chapters/${slug}`);
  await page.getByRole("link", { name: "Review what members reported about the chapter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports: Nagpur Chapter" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "Guaranteed returns breakfast" });
  await expect(card.getByText("Promises returns on money")).toBeVisible();
  await expect(card.getByText("A member", { exact: true })).toBeVisible();
  await expect(card.getByText(/1 report in your chapters/)).toBeVisible();
  await expect(card.getByRole("button", { name: "Dismiss" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Warn" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Suspend" })).toHaveCount(0);
  await lookAtScreen(page, "chapter-reports");

  await card.getByRole("button", { name: "Hide" }).click();
  const hide = page.getByRole("dialog", { name: "Hide this item" });
  await hide.getByLabel("Why (the author reads this)").fill("Financial scam");
  await hide.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByText("Hidden. The author was told why.")).toBeVisible();
  await expect(page.getByText("No reports to review")).toBeVisible();
  await page.getByRole("tab", { name: "Acted on" }).click();
  const acted = page.getByRole("listitem").filter({ hasText: "Guaranteed returns breakfast" });
  await expect(acted.getByText("Hidden", { exact: true })).toBeVisible();
  await expect(acted.getByRole("button", { name: "Show again" })).toBeVisible();

  // The event has left the chapter's upcoming events ('← Nagpur Chapter' is under the toast).
  await closeToasts(page);
  await page.getByRole("link", { name: "← Nagpur Chapter" }).click();
  await expect(page.getByText("No upcoming chapter events yet.")).toBeVisible();
});
