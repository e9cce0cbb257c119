import type { Browser, Page, Route } from "@playwright/test";
import { test } from "./fixtures";

/**
 * Every request matching `pattern` waits until the returned `release` is called, then gets
 * `answer` (the server's own answer by default); those made after the release pass at once. A
 * screen's loading state then lasts exactly as long as the test looks at it: a fixed delay
 * (1.5 s) ended it mid-check on a loaded machine, and made every run wait it out (issue 24).
 */
export async function holdRequests(
  page: Page,
  pattern: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}

/**
 * Opens `url` with every script of the page held back until the returned `release` is called:
 * the page is painted from its server-rendered HTML meanwhile, so a test acts in the window a
 * slow phone has between paint and hydration, made certain (issue 22). The frame's own `goto`
 * is used because the fixture's `page.goto` waits for hydration, which is held.
 */
export async function openWithScriptsHeld(page: Page, url: string): Promise<() => void> {
  const release = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.mainFrame().goto(url, { waitUntil: "commit" });
  return release;
}

/**
 * A phone's page that runs no script at all, as a crawler or a page whose script never came
 * (the fixture's `page` waits for hydration): its own context, closed by `close`.
 */
export async function scriptlessPage(browser: Browser, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport,
    baseURL: test.info().project.use.baseURL,
  });
  return { page: await context.newPage(), close: () => context.close() };
}
