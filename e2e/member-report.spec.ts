import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";
import { messageFromStranger } from "./stranger-message";

// Issue 28 items 1-2 (decision 107), at 390 px: a member reports the messages someone sent
// them; the office finds the report in its queue with the messages as they were, and dismisses it.

test("a member reports a message at 390 px and the office reviews it", async ({
  page,
  browser,
  adminPage,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page, uniqueEmail("reporter"), "Rekha Menon");
  const { context, senderId } = await messageFromStranger(
    page,
    browser,
    { emailTag: "spammer", name: "Vikram Seller" },
    "Cheap followers for your profile, write back today",
  );
  await context.close();

  await page.goto(`/messages?with=${senderId}`);
  const chat = page.getByRole("region", { name: /Vikram Seller/ });
  await expect(chat.getByText("Cheap followers for your profile")).toBeVisible();
  await chat.getByRole("button", { name: "Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Report these messages" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please choose a reason")).toBeVisible();
  await dialog.getByRole("radio", { name: "Spam" }).check();
  await dialog.getByLabel("Anything the office should know (optional)").fill("Sent to our whole batch");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you. The alumni office will review your report.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await adminPage.goto("/admin/reports");
  await expect(adminPage.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const card = adminPage.getByRole("listitem").filter({ hasText: "Sent to our whole batch" });
  await expect(card.getByText("Cheap followers for your profile, write back today")).toBeVisible();
  await expect(card.getByText("Spam", { exact: true })).toBeVisible();
  await expect(card.getByText(/Vikram Seller · 1 report in all/)).toBeVisible();
  await expect(card.getByText("Rekha Menon")).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await card.getByRole("button", { name: "Dismiss" }).click();
  await expect(adminPage.getByText("Report dismissed")).toBeVisible();
  await expect(card).toBeHidden();
  await adminPage.getByRole("tab", { name: "Dismissed" }).click();
  await expect(adminPage.getByRole("listitem").filter({ hasText: "Sent to our whole batch" })).toBeVisible();
});
