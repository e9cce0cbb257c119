import { readFileSync } from "node:fs";
import path from "node:path";
import { SERVERS } from "../playwright.config";
import { stillCorrectToken } from "../server/modules/still-correct/token";
import { expect, lookAtScreen, shotForNotes, signUpVerified, test, uniqueEmail } from "./fixtures";

/**
 * Issue 26 item 5 (decision 125): the yearly mail's link opens a landing page that changes
 * nothing when opened (a mail scanner); its "Yes, still correct" button confirms. The link is
 * signed here with the app server's own secret (the yearly job runs once a day, not on demand).
 */
test("still correct: opening the link changes nothing; the landing page's button confirms, at 390 px", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("yearly");
  await signUpVerified(page, email);
  const me = await (await page.request.get("/api/v1/me")).json();
  const secret = readFileSync(path.join(SERVERS.app.dataDir, "auth-secret"), "utf8").trim();
  const token = stillCorrectToken(secret, me.viewer.user.id);
  const details = async () =>
    (await request.get(`/api/v1/still-correct?token=${encodeURIComponent(token)}`)).json();

  // A scanner fetching the link: the page answers, nothing is confirmed.
  expect((await request.get(`/still-correct?token=${encodeURIComponent(token)}`)).status()).toBe(200);
  expect((await details()).confirmed_at).toBeNull();

  await page.goto(`/still-correct?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole("heading", { name: "Are Your Details Still Correct?" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("link", { name: "Update my details" })).toHaveAttribute("href", "/profile");
  await lookAtScreen(page, "still-correct");

  await page.getByRole("button", { name: "Yes, still correct" }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you: your details are marked as still correct.");
  expect((await details()).confirmed_at).not.toBeNull();
  await shotForNotes(page, "still-correct-done-390.png");
});
