import type { Browser, Page } from "@playwright/test";
import { ADMIN_STATE } from "../playwright.config";
import { expect, lookAtScreen, test } from "./fixtures";

/**
 * What the community specs share (community-groups.spec.ts, chapter-office.spec.ts): the two
 * widths every screen is looked at, a JSON call as the page's signed-in person, and a chapter the
 * office sets up for the flows.
 */
export const WIDTHS = [390, 1280] as const;

async function origin(page: Page) {
  return new URL(page.url() === "about:blank" ? (test.info().project.use.baseURL ?? "") : page.url()).origin;
}

export async function post(
  page: Page,
  path: string,
  data: unknown,
  method: "post" | "put" | "patch" = "post",
) {
  const res = await page.request[method](path, { data, headers: { origin: await origin(page) } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/**
 * The screen at each width (axe, no sideways scroll and the picture at each), then back at the
 * phone's, where the flows run. Each flow was walked at both widths before (issue 24): the same
 * screens are scanned, the sign-ups, mails and clicks are not done twice.
 */
export async function checkScreen(page: Page, name: string) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 900 });
    await lookAtScreen(page, name);
  }
}

/** The office creates a chapter it is a member of, with an approved event when `event` names one; its slug. */
export async function createChapter(browser: Browser, name: string, event?: string): Promise<string> {
  const context = await browser.newContext({ storageState: ADMIN_STATE });
  const admin = await context.newPage();
  await admin.goto(test.info().project.use.baseURL ?? "/");
  const slug = `${name.split(" ")[0].toLowerCase()}-${Date.now()}`;
  await post(admin, "/api/v1/chapters", {
    name,
    slug,
    about: `Alumni living and working in ${name.split(" ")[0]}. Monthly breakfasts and an annual dinner.`,
  });
  await post(admin, `/api/v1/chapters/${slug}/membership`, {}, "put");
  if (event) {
    const created = await post(admin, `/api/v1/chapters/${slug}/events`, {
      title: event,
      category: "Networking",
      location: `Koregaon Park, ${name.split(" ")[0]}`,
      start_date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      end_date: null,
      max_attendees: "",
      is_virtual: false,
      registration_deadline: null,
    });
    await post(admin, `/api/v1/chapters/${slug}/events/${created.id}/review`, { status: "approved" });
  }
  await context.close();
  return slug;
}
