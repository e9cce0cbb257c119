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
  await page.context().storageState({ path: ADMIN_STATE });
});
