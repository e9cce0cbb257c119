import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 26 item 3 (decision 118), at 390 px: the office sets "Verified by the roll"; a sign-up
// whose e-mail is on the roll is verified at once and carries the Verified alumnus mark; one
// that is not waits, and is told why on their screens, until the office approves it.

const baseURL = () => test.info().project.use.baseURL as string;

test("verified by the roll: a roll match is verified at once, an unmatched sign-up waits until approved", async ({
  page,
  browser,
  adminPage,
}) => {
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await page.setViewportSize({ width: 390, height: 844 });
  // Letters only: a display name holds no digits.
  const suffix = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) =>
    String.fromCharCode(97 + (b % 26)),
  ).join("");
  const onRoll = uniqueEmail("onroll");
  // The API refuses a write without the site's origin (decision 040).
  const headers = { origin: new URL(baseURL()).origin };
  try {
    await adminPage.goto("/admin/settings");
    await adminPage.getByLabel("Who may join").selectOption("roll");
    await adminPage.getByRole("button", { name: "Save Settings" }).click();
    await expect(adminPage.getByText("Settings saved", { exact: false })).toBeVisible();
    const imported = await adminPage.request.post("/api/v1/admin/roll/import", {
      headers,
      data: { csv: `Name,House,Year,E-mail\nRoll Entry ${suffix},Oberoi,1999,${onRoll}` },
    });
    expect(imported.status()).toBe(200);

    // On the roll (by the school's old address): verified at once, with the mark.
    const matchedContext = await browser.newContext({ baseURL: baseURL() });
    const matched = await matchedContext.newPage();
    await signUpVerified(matched, onRoll, `Verified Vikram ${suffix}`);
    await signUpVerified(page, uniqueEmail("waiting"), `Waiting Wasim ${suffix}`);
    await page.goto(`/alumni?search=${suffix}`);
    const vikram = page.getByRole("article", { name: `Verified Vikram ${suffix}` });
    await expect(vikram.getByTestId("verified-alumnus")).toHaveText("Verified alumnus");
    // Not on the roll: waits and is told why; the others do not find them in the directory.
    await expect(
      page.getByRole("heading", { name: "Your membership is waiting for the alumni office" }),
    ).toBeVisible();
    await matched.goto(`/alumni?search=${suffix}`);
    await expect(matched.getByRole("article", { name: `Verified Vikram ${suffix}` })).toBeVisible();
    const wasimForOthers = matched.getByRole("article", { name: `Waiting Wasim ${suffix}` });
    await expect(wasimForOthers).toHaveCount(0);

    await adminPage.goto("/admin/sign-ups");
    const signUp = adminPage.getByRole("article", { name: new RegExp(`Waiting Wasim ${suffix}`) });
    await expect(signUp).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage);
    await signUp.getByRole("button", { name: "Approve" }).click();
    await expect(adminPage.getByText("Approved: the member is verified and listed")).toBeVisible();
    await expect(signUp).toBeHidden();

    await matched.reload();
    await expect(wasimForOthers.getByTestId("verified-alumnus")).toBeVisible();
    await matchedContext.close();
    const mine = await page.request.get("/api/v1/me/admission");
    expect(await mine.json()).toEqual({ status: "verified" });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  } finally {
    // Every other spec signs members up under the default: Open.
    const current = await (await adminPage.request.get("/api/v1/admin/settings")).json();
    const reset = await adminPage.request.put("/api/v1/admin/settings", {
      headers,
      data: { ...current, admission_mode: "open" },
    });
    expect(reset.status()).toBe(200);
  }
});
