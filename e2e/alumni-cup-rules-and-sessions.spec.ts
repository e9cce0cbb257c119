import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 27 item 6 (decision 119), at a phone's 390 px: the office's Alumni Cup rules form, and
// both sides of an accepted mentoring marking the session completed in My Profile.
test.use({ viewport: { width: 390, height: 844 } });

async function api(page: Page, method: "post" | "patch", path: string, data: unknown) {
  const res = await page.request[method](path, { data, headers: { origin: new URL(page.url()).origin } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("the office sets the Alumni Cup's rules; a wrong season is refused on its field", async ({
  adminPage,
}) => {
  await adminPage.goto("/admin/competitions");
  await adminPage.getByRole("link", { name: "Alumni Cup rules" }).click();
  await expect(adminPage.getByRole("heading", { name: "Alumni Cup rules", level: 1 })).toBeVisible();
  const start = adminPage.getByLabel("First day");
  const end = adminPage.getByLabel("Last day");
  await expect(adminPage.getByLabel("Job posted that received interest")).toHaveValue(/\d+/);
  await start.fill("2026-12-01");
  await end.fill("2026-11-01");
  await adminPage.getByRole("button", { name: "Save Rules" }).click();
  await expect(adminPage.getByText("The season must end after it starts")).toBeVisible();
  await expect(end).toHaveAttribute("aria-invalid", "true");
  expect(await noSideways(adminPage)).toBe(true);
  await expectNoSeriousA11yViolations(adminPage);
  // Back to the school year (both days empty): saved, the other specs' rules unchanged.
  await start.fill("");
  await end.fill("");
  await adminPage.getByRole("button", { name: "Save Rules" }).click();
  await expect(adminPage.getByText("Alumni Cup rules saved")).toBeVisible();
});

test("both sides mark an accepted mentoring session completed", async ({ page, browser }) => {
  await signUpVerified(page, uniqueEmail("mentor"), "Meena Mentor");
  await api(page, "patch", "/api/v1/profile", { mentorship_availability: true });
  const mentorId = (await (await page.request.get("/api/v1/me")).json()).viewer.user.id;

  const menteeContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const mentee = await menteeContext.newPage();
  await signUpVerified(mentee, uniqueEmail("mentee"), "Manav Mentee");
  const request = await api(mentee, "post", "/api/v1/mentoring/requests", {
    mentor_user_id: mentorId,
    note: "Could we talk about product roles?",
  });
  await api(page, "post", `/api/v1/mentoring/requests/${request.id}/answer`, { status: "accepted" });

  await mentee.goto("/profile");
  const menteeCard = mentee.getByRole("region", { name: "Mentoring requests" });
  await menteeCard.getByRole("button", { name: "Mark session completed" }).click();
  await expect(menteeCard.getByText("Waiting for Meena Mentor to confirm")).toBeVisible();
  expect(await noSideways(mentee)).toBe(true);
  await menteeContext.close();

  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Mentoring requests" });
  await card.getByRole("button", { name: "Mark session completed" }).click();
  await expect(card.getByText("Completed", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Mark session completed" })).toHaveCount(0);
});
