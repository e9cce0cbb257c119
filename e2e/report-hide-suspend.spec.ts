import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";
import { messageFromStranger } from "./stranger-message";

// Issue 28 item 2 (decision 112), at 390 px: a member reports a message; the office hides it and
// suspends the sender; the recipient's inbox no longer shows it, and the sender is signed out.

test("the office hides a reported message and suspends its sender at 390 px", async ({
  page,
  browser,
  adminPage,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page, uniqueEmail("recipient"), "Asha Pillai");
  const { sender, context, senderId } = await messageFromStranger(
    page,
    browser,
    { emailTag: "suspended", name: "Kiran Pusher" },
    "Invest in my coin today, returns guaranteed",
  );

  await page.goto(`/messages?with=${senderId}`);
  const chat = page.getByRole("region", { name: /Kiran Pusher/ });
  await expect(chat.getByText("Invest in my coin today")).toBeVisible();
  await chat.getByRole("button", { name: "Report" }).click();
  const report = page.getByRole("dialog", { name: "Report these messages" });
  await report.getByRole("radio", { name: "Spam" }).check();
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you. The alumni office will review your report.")).toBeVisible();

  // The office, on a phone too: hide the message with a reason, then suspend the sender.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await adminPage.goto("/admin/reports");
  const card = adminPage.getByRole("listitem").filter({ hasText: "Invest in my coin today" });
  await card.getByRole("button", { name: "Hide" }).click();
  const hide = adminPage.getByRole("dialog", { name: "Hide this item" });
  await hide.getByLabel("Why (the author reads this)").fill("Financial spam");
  await expectNoSeriousA11yViolations(adminPage);
  await hide.getByRole("button", { name: "Hide" }).click();
  await expect(adminPage.getByText("Hidden. The author was told why.")).toBeVisible();
  await adminPage.getByRole("tab", { name: "Acted on" }).click();
  const acted = adminPage.getByRole("listitem").filter({ hasText: "Invest in my coin today" });
  await expect(acted.getByText("Hidden", { exact: true })).toBeVisible();
  await acted.getByRole("button", { name: "Suspend" }).click();
  const suspend = adminPage.getByRole("dialog", { name: "Suspend Kiran Pusher" });
  await suspend.getByLabel("Reason (they read this)").fill("Spam to members");
  await suspend.getByLabel("For how long").selectOption({ label: "Until lifted" });
  await suspend.getByRole("button", { name: "Suspend" }).click();
  await expect(adminPage.getByText("Member suspended and signed out everywhere")).toBeVisible();
  await expect(acted.getByText(/Suspended until lifted/)).toBeVisible();

  // The recipient's inbox no longer has the conversation; the sender is signed out.
  await page.goto("/messages");
  await expect(page.getByText("No conversations yet")).toBeVisible();
  await expect(page.getByText("Invest in my coin today")).toHaveCount(0);
  expect((await (await sender.request.get("/api/v1/me")).json()).viewer).toBeNull();
  await context.close();
});
