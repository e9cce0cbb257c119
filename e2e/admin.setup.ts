import { ADMIN_EMAIL, ADMIN_STATE } from "../playwright.config";
import { expect, signUpVerified, test } from "./fixtures";

// The "app" server's alumni office: signed up, verified, first admin; its session is saved
// so admin specs start signed in (use the `adminPage` fixture).
test("create the alumni office's admin", async ({ page }) => {
  await signUpVerified(page, ADMIN_EMAIL, "Alumni Office");
  const res = await page.request.post("/api/v1/admin/claim", {
    data: {},
    headers: { origin: new URL(page.url()).origin },
  });
  expect(await res.json()).toEqual({ granted: true });
  // Every visitor of the whole run comes from 127.0.0.1, where a school's visitors come from many
  // addresses: the scraping brake (decision 120; tested in server/http/read-brake.test.ts) would
  // slow this address's directory reads after 450 in an hour. The office raises it, as it may.
  const brakes = await page.request.put("/api/v1/admin/settings/brakes", {
    data: {
      new_conversations_per_day: 20,
      new_account_days: 7,
      new_account_conversations_per_day: 5,
      directory_reads_per_hour: 100_000,
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(brakes.ok(), await brakes.text()).toBe(true);
  await page.context().storageState({ path: ADMIN_STATE });
});
