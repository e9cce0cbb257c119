import { expect, type Locator, type Page } from "@playwright/test";

/**
 * A screen's error state after its read fails. The web app retries a failed read twice, 1 s and
 * then 2 s later (web/api/query-client.ts), before it shows the error: a dozen tests about those
 * states waited the 3 s out (decision 153). These helpers move the page's clock on instead, so
 * the same retries are made and the same state is reached without the wait.
 */

/**
 * Every request matching `pattern` answers 500, as a broken server would, and the page's clock
 * is Playwright's (it still runs at its own pace until `expectAfterRetries` moves it on). Call
 * it before the page loads the screen: the clock is installed in pages that load after it.
 */
export async function failReads(page: Page, pattern: string) {
  await page.clock.install();
  await page.route(pattern, (route) => route.fulfill({ status: 500, body: "{}" }));
}

/**
 * Waits until `locator` is visible, moving the page's clock a second on at each try, so a retry
 * that is waiting for its time runs at once. Bounded at 30 s, the limit count-placeholders.spec.ts
 * gave its admin screens on a loaded machine; a bound, not a speed check.
 */
export async function expectAfterRetries(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(locator).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [0], timeout: 30_000 });
}
