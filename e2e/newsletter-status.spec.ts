import { expect, latestMailLink, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 21 item 10: members see whether they are subscribed to the newsletter, in the home
// page's box and in My Profile (seen at 390 px).
test.use({ viewport: { width: 390, height: 844 } });

test("a member sees their newsletter subscription on the home page and in My Profile", async ({ page }) => {
  const email = await signUpVerified(page, uniqueEmail("reader"), "Rhea Reader");
  await page.goto("/");
  const box = page.getByRole("region", { name: "Subscribe to Newsletter" });
  await expect(box.getByText("You are not subscribed to the newsletter.")).toBeVisible();
  await expect(box.getByLabel("Email address")).toHaveValue(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByText(/Almost done/)).toBeVisible();

  await expect.poll(() => latestMailLink(email)).toContain("/newsletter/confirm?token=");
  await page.goto(await latestMailLink(email));
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByText(/subscribed/i).first()).toBeVisible();

  await page.goto("/");
  await expect(box.getByText(`You are subscribed to the newsletter at ${email}.`)).toBeVisible();
  await expect(box.getByRole("button", { name: "Subscribe" })).toHaveCount(0);

  await page.goto("/profile");
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByText(`You are subscribed to the newsletter at ${email}.`)).toBeVisible();
  await expect(page.getByText("Every newsletter ends with a link to unsubscribe.")).toBeVisible();
});
