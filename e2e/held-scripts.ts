import type { Browser, Page } from "@playwright/test";
import { test } from "./fixtures";

/**
 * Opens `url` with every script of the page held back until the returned `release` is called:
 * the page is painted from its server-rendered HTML meanwhile, so a test acts in the window a
 * slow phone has between paint and hydration, made certain (issue 22). The frame's own `goto`
 * is used because the fixture's `page.goto` waits for hydration, which is held.
 */
export async function openWithScriptsHeld(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
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
