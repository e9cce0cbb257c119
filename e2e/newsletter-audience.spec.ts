import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../contract/notifications";
import { SERVERS } from "../playwright.config";
import {
  confirmDialog,
  expect,
  expectNoSeriousA11yViolations,
  latestMailLink,
  shotForNotes,
  test,
  uniqueEmail,
} from "./fixtures";

/** Who the app server's outbox (.eml files) mailed this subject to. */
function mailedTo(subject: string): string[] {
  const outbox = path.join(SERVERS.app.dataDir, "outbox");
  return readdirSync(outbox)
    .map((f) => readFileSync(path.join(outbox, f), "utf8"))
    .filter((raw) => raw.includes(`Subject: ${subject}`))
    .map((raw) => raw.match(/^To: (\S+)/m)?.[1] ?? "");
}

test("Admin, Newsletter: compose to one house, see the count, test to oneself, send to that house only", async ({
  adminPage: page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/admin/newsletter");
  // Cookie writes are checked against the Origin, which a page's own requests carry.
  const headers = { Origin: new URL(page.url()).origin };
  // A house of its own, with one member who receives the newsletter.
  const house = `Lumen${Date.now().toString(36).replace(/\d/g, "")}`;
  expect((await page.request.post("/api/v1/admin/houses", { data: { name: house }, headers })).status()).toBe(
    201,
  );
  const member = await browser.newPage();
  const email = uniqueEmail("house-reader");
  const signUp = await member.request.post("/api/v1/auth/sign-up", {
    data: { email, password: "Secret123", confirmPassword: "Secret123", displayName: "House Reader", house },
  });
  expect(signUp.status()).toBe(201);
  await member.goto(await latestMailLink(email));
  const prefs = await member.request.put("/api/v1/me/notifications", {
    data: { ...DEFAULT_NOTIFICATION_PREFERENCES, news: "immediately" },
    headers,
  });
  expect(prefs.status()).toBe(200);
  await member.close();

  const subject = `To ${house} only`;
  await page.reload();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Body").fill("Dear house, the final is on Saturday. Come and cheer.");
  await page.getByLabel("House", { exact: true }).selectOption(house);
  await expect(page.getByRole("status").filter({ hasText: "This will go to" })).toHaveText(
    "This will go to 1 person",
  );
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect(page.getByText(/Test newsletter queued for/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shotForNotes(page, `newsletter-audience-390.png`, { fullPage: true });

  await page.getByRole("button", { name: "Send newsletter" }).click();
  await confirmDialog(page, "Send");
  await expect(page.getByText("Newsletter is being sent to 1 recipients")).toBeVisible();
  await expect.poll(() => mailedTo(subject), { timeout: 10_000 }).toEqual([email]);
  await expect.poll(() => mailedTo(`[Test] ${subject}`).length, { timeout: 10_000 }).toBe(1);
});
