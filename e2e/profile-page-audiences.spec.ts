import type { Browser, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 21, item 6 (seen at 390 px): a profile page had no Message button, and what the owner
// shares with members (phone with 'Show my contact information', industry, awards, mentoring)
// was never shown to members. Visitors keep the public subset, in the page and in its HTML.

const SHARED = {
  phone: "+91 98765 43210",
  industry: "Renewable Energy",
  award: "Young Engineer Award 2021",
};

const baseURL = () => test.info().project.use.baseURL as string;

/** A member who shares these details with members; answers their profile id. */
async function ownerSharing(browser: Browser, name: string): Promise<string> {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  await signUpVerified(page, uniqueEmail("sharer"), name);
  const res = await page.request.patch("/api/v1/profile", {
    headers: { origin: baseURL() },
    data: {
      phone: SHARED.phone,
      industry: SHARED.industry,
      awards_recognition: [SHARED.award],
      mentorship_availability: true,
      currentrole: "Grid Engineer",
      company: "Suzlon",
      privacy_settings: {
        show_in_directory: true,
        show_contact_info: true,
        show_graduation_year: true,
        allow_messages: true,
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const id = (await res.json()).id as string;
  await context.close();
  return id;
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("a profile page by audience", () => {
  test("a member sees Message and what the owner shares with members at 390 px", async ({
    page,
    browser,
  }) => {
    const name = "Aditya Sharer";
    const id = await ownerSharing(browser, name);
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpVerified(page, uniqueEmail("reader"), "Reading Member");

    await page.goto(`/alumni/${id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const message = page.getByRole("button", { name: "Message" });
    await expect(message).toBeVisible();
    await expect(page.getByRole("link", { name: SHARED.phone })).toHaveAttribute("href", "tel:+919876543210");
    await expect(page.getByText(SHARED.industry)).toBeVisible();
    await expect(page.getByText(SHARED.award)).toBeVisible();
    await expect(page.getByText("Available for mentorship")).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoSeriousA11yViolations(page);

    // The button opens the composer addressed to the owner.
    await message.click();
    await expect(page.getByRole("dialog")).toContainText(name);
  });

  test("the owner's own page offers no Message button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpVerified(page, uniqueEmail("self"), "Self Viewer");
    const own = await (await page.request.get("/api/v1/profile")).json();
    await page.goto(`/alumni/${own.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Self Viewer" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Your profile" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Message" })).toHaveCount(0);
  });

  test("a visitor gets the public subset only, in the page and in its HTML", async ({ page, browser }) => {
    const name = "Bhavna Sharer";
    const id = await ownerSharing(browser, name);
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto(`/alumni/${id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Grid Engineer at Suzlon")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to Connect" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Message" })).toHaveCount(0);
    await expect(page.getByText(SHARED.industry)).toHaveCount(0);
    await expect(page.getByText("Available for mentorship")).toHaveCount(0);

    // The served HTML (with its query-state block) and the JSON hold none of it either.
    const html = await (await page.request.get(`/alumni/${id}`)).text();
    expect(html).toContain(name);
    expect(html).toContain('id="query-state"');
    for (const text of [SHARED.phone, SHARED.industry, SHARED.award, "mentorship_availability", "user_id"]) {
      expect(html, text).not.toContain(text);
    }
    const json = await (await page.request.get(`/api/v1/profiles/${id}`)).json();
    expect(Object.keys(json.profile).sort()).toEqual(
      [
        "avatar_url",
        "company",
        "currentrole",
        "display_name",
        "graduation_year",
        "house",
        "id",
        "interests",
        "location",
      ].sort(),
    );
  });
});
