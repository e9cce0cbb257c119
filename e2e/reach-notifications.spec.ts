import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SERVERS } from "../playwright.config";
import { expect, lookAtScreen, shotForNotes, signUpVerified, test, uniqueEmail } from "./fixtures";

const WIDTHS = [390, 1280] as const;

test("My Profile, Notifications: each kind's choice is saved at once and kept", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("notify"), "Notify Person");
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Notifications" }).click();
  const news = page.getByRole("combobox", { name: "News" });
  await expect(news).toHaveText("Weekly digest");
  await news.click();
  await page.getByRole("option", { name: "Never" }).click();
  await expect(page.getByText("Notification settings saved")).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByRole("combobox", { name: "News" })).toHaveText("Never");
  await lookAtScreen(page, "notifications-tab", { widths: WIDTHS });
});

test("Admin, Newsletter: live preview, test e-mail to oneself, and the mail as received", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/newsletter");
  await page.getByLabel("Subject").fill("Founders Day 2027");
  await page
    .getByLabel("Body")
    .fill(
      "## Save the date\n\nThe **Founders Day** dinner is on *3 March*.\n\n- Campus tour\n- House Cup final\n\n[See the events](http://localhost/events)",
    );
  await expect(
    page.getByRole("region", { name: "Preview" }).getByRole("heading", { name: "Save the date" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByText(/Test newsletter queued for/)).toBeVisible();
  await lookAtScreen(page, "newsletter-screen", { widths: WIDTHS });

  // The test mail as it arrived (the outbox .eml), rendered in Chromium.
  const outbox = path.join(SERVERS.app.dataDir, "outbox");
  let html = "";
  for (let i = 0; i < 100 && !html; i++) {
    for (const file of readdirSync(outbox).sort().reverse()) {
      const parsed = await simpleParser(readFileSync(path.join(outbox, file)));
      if (parsed.subject === "[Test] Founders Day 2027" && typeof parsed.html === "string") {
        html = parsed.html;
        break;
      }
    }
    if (!html) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(html).toContain("Founders Day");
  const mail = await page.context().newPage();
  for (const width of WIDTHS) {
    await mail.setViewportSize({ width, height: 900 });
    await mail.setContent(html, { waitUntil: "load" });
    await shotForNotes(mail, `newsletter-received-${width}.png`, { fullPage: true });
  }
  await mail.close();
});
