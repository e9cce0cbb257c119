import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_STATE, SERVERS } from "../playwright.config";

/**
 * Shared fixtures: every page fails its test on an unexpected console error, and helpers
 * to sign up (through the real form), read the outbox, sign in and check accessibility.
 */
/**
 * A server-rendered page (issue 12) is visible before React listens to it: `goto` waits
 * until its screen has hydrated (`data-hydrated`, set by SiteLayout), so a test's first click
 * is not lost. Pages the browser renders itself have no query-state block and need no wait.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById("query-state") || document.documentElement.dataset.hydrated === "true",
  );
}

export const test = base.extend<{ consoleErrors: string[]; adminPage: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      await waitForHydration(page);
      return res;
    };
    await use(page);
  },
  /** A second page in its own context, signed in as the app server's admin. */
  adminPage: async ({ browser }, use) => {
    const context = await browser.newContext({
      storageState: ADMIN_STATE,
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      // Failed requests that a test provokes on purpose are logged by the browser as
      // "Failed to load resource"; those tests route them and check the screen instead.
      const unexpected = errors.filter((e) => !e.includes("Failed to load resource"));
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

let counter = 0;
export function uniqueEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.org`;
}

/**
 * The latest link sent to this address, read from the servers' outboxes (.eml files); mail is
 * delivered by a background job, so it waits for the file as long as an expect would (20 s,
 * playwright.config.ts): 10 s is within reach of a loaded machine, and the wait is a bound, not a
 * speed check.
 */
export async function latestMailLink(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const link = findMailLink(email);
    if (link || Date.now() > deadline) {
      if (!link) throw new Error(`no mail with a link for ${email}`);
      return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Each outbox file's recipient and first link, kept once the file is a second old: the server
 * writes a mail with one `writeFileSync` and never changes it, and a run's outbox grows to
 * hundreds of mails that a 100 ms poll would otherwise re-read for every address it waits on
 * (issue 24). A younger file is read again on the next poll: it may have been caught between
 * its creation and its write, empty.
 */
const readMails = new Map<string, { to: string; link: string | null }>();

function mailIn(file: string): { to: string; link: string | null } {
  const known = readMails.get(file);
  if (known) return known;
  // Judged before reading: a file already a second old was written before this read.
  const settled = Date.now() - statSync(file).mtimeMs > 1000;
  const text = readFileSync(file, "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  const mail = {
    to:
      text
        .match(/^To: (.*)$/im)?.[1]
        ?.trim()
        .toLowerCase() ?? "",
    link: text.match(/https?:\/\/\S+/)?.[0] ?? null,
  };
  if (settled) readMails.set(file, mail);
  return mail;
}

function findMailLink(email: string): string | null {
  const files = Object.values(SERVERS)
    .map((s) => path.join(s.dataDir, "outbox"))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir).map((f) => ({ f, full: path.join(dir, f) })))
    .sort((a, b) => a.f.localeCompare(b.f));
  const wanted = email.toLowerCase();
  for (const { full } of files.reverse()) {
    const mail = mailIn(full);
    if (mail.to === wanted && mail.link) return mail.link;
  }
  return null;
}

export async function signUpThroughForm(page: Page, email: string, name = "Test Alumnus") {
  await page.goto("/auth");
  // The page is server-rendered (issue 12): a click before React has hydrated it is lost.
  const tab = page.getByRole("tab", { name: "Sign Up" });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 500 });
  }).toPass();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Secret123");
  await page.getByLabel("Confirm Password").fill("Secret123");
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("House").click();
  await page.getByRole("option", { name: "Kashmir" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  // Issue 21: sign-up leads to a page that stays and names the address.
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
}

/**
 * Signs up through the API and follows the mailed verification link, which signs the page's
 * context in (Better Auth's `autoSignInAfterVerification`). The link is followed by the
 * context's request client, whose cookies are the browser's: the session is the real one, but
 * the home page the link redirects to is not rendered (issue 24: about a second per member;
 * every test goes on to open the screen it checks). The page is left on the app's origin (a
 * tiny JSON page), so `new URL(page.url()).origin` still names it; open a screen with `goto`.
 */
export async function signUpVerified(page: Page, email = uniqueEmail(), name = "Test Alumnus") {
  const res = await page.request.post("/api/v1/auth/sign-up", {
    data: { email, password: "Secret123", confirmPassword: "Secret123", displayName: name, house: "Oberoi" },
  });
  expect(res.status()).toBe(201);
  const verified = await page.request.get(await latestMailLink(email), { maxRedirects: 0 });
  // 302 to the callback: verified and signed in (a used or bad token redirects with `?error=`).
  expect(verified.status(), "verification link answered").toBe(302);
  expect(verified.headers().location ?? "", "verification redirect").not.toContain("error=");
  const origin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  if (!page.url().startsWith(`${origin}/`)) await page.goto("/api/health");
  return email;
}

export async function signInThroughForm(page: Page, email: string, password = "Secret123") {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

import { expectNoSeriousA11yViolations } from "./a11y";

export { expectNoSeriousA11yViolations };

// ---------------------------------------------------------------------------------------
// Admin area helpers (issue 5)

/** Picks an option of a Radix select found by its accessible name. */
export async function chooseOption(page: Page, selectName: string | RegExp, option: string | RegExp) {
  await page.getByRole("combobox", { name: selectName }).click();
  await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
}

/** Confirms the open alert dialog with its confirming button. */
export async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Closes the toasts on screen, as a person would before reaching what one covers: they sit
 * below the header, over the top of the page's content. A click under a toast waits for it to
 * go, and sonner keeps a toast while the pointer is over it, where the click's retries put it:
 * a test hung at its 120 s limit (decision 140; `DEBUG=pw:api` shows "intercepts pointer events").
 */
export async function closeToasts(page: Page) {
  const open = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  // In a bounded retry: a toast whose 4 s run out between the count and the click leaves the
  // click nothing to find, and a click with no limit of its own would wait out the test's.
  await expect(async () => {
    if ((await open.count()) > 0)
      await open.first().getByRole("button", { name: "Close toast" }).click({ timeout: 1_000 });
    await expect(open).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

/** Uploads a square PNG of one colour as the profile picture (on /profile) and waits for the spec's toast. */
export async function uploadAvatar(page: Page, background: string, side = 120) {
  const png = await sharp({ create: { width: side, height: side, channels: 3, background } })
    .png()
    .toBuffer();
  await page
    .getByTestId("avatar-input")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Profile picture updated")).toBeVisible();
}

/**
 * Opens `url` by the web app's own navigation, from a server-rendered page (issue 12): the
 * screen then loads its data in the browser, so a test that routes or fails the API calls
 * sees the screen's loading, empty and error states (a page opened with `goto` arrives with
 * its data already rendered by the server).
 */
export async function openClientSide(page: Page, url: string) {
  await page.goto("/auth");
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, url);
}

/**
 * A picture for an issue's closing note, saved as SHOTS_DIR/<file>; taken only when SHOTS_DIR
 * is set. Nothing checks these pictures, and a run took about 50 full-page ones that nobody
 * looked at (issue 24).
 */
export async function shotForNotes(
  target: { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> },
  file: string,
  options: { fullPage?: boolean } = {},
) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await target.screenshot({ path: path.join(dir, file), ...options });
}

/**
 * The look every screen a test reaches gets (the project's standards): axe finds nothing
 * serious (once per screen and width in a run, e2e/a11y.ts), the page does not scroll sideways,
 * and a picture for the notes, `<name>-<width>.png`. With `widths`, axe reads the screen at the
 * window's present width, then the window takes each width in turn (900 px high) for the
 * sideways check and the picture, and keeps the last. `show`: the part the picture is of,
 * scrolled into view; the picture is then of the window, not the whole page, unless `fullPage`
 * says otherwise.
 */
export async function lookAtScreen(
  page: Page,
  name: string,
  options: { widths?: readonly number[]; show?: Locator; fullPage?: boolean } = {},
) {
  const { widths, show, fullPage = !show } = options;
  await expectNoSeriousA11yViolations(page);
  for (const width of widths ?? [page.viewportSize()?.width ?? 0]) {
    if (widths) await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    if (show) await show.scrollIntoViewIfNeeded();
    await shotForNotes(page, `${name}-${width}.png`, { fullPage });
  }
}
