import { confirmDialog, expect, lookAtScreen, test } from "./fixtures";
import { mailedTo, openNewsletterAdmin, signUpNewsReader } from "./outbox";

// Issue 25, item 4 (decision 121): the office names a class representative, who writes to the
// class; the issue waits for the office's Approve & send. At 390 px.
test("a class representative writes to their year; the office approves and it is mailed", async ({
  adminPage: office,
  browser,
}) => {
  const origin = await openNewsletterAdmin(office);
  // A year no other spec uses, so the class is this member alone.
  const year = 1950 + (Date.now() % 40);
  const { member: rep, email } = await signUpNewsReader(browser, origin, {
    displayName: "Class Rep",
    house: "Oberoi",
    graduationYear: year,
  });

  // The office names them in Admin, Newsletter, Group leaders.
  await office.getByLabel("Class year", { exact: true }).fill(String(year));
  await office.getByLabel("Representative's e-mail").fill(email);
  await office.getByRole("button", { name: "Name representative" }).click();
  await expect(office.getByText(`Class representative, ${year}`, { exact: true })).toBeVisible();

  await rep.goto("/newsletter/write");
  await expect(rep.getByRole("radio", { name: `Class of ${year}` })).toBeChecked();
  await expect(rep.getByRole("status").filter({ hasText: "This will go to" })).toHaveText(
    "This will go to 1 person",
  );
  const subject = `Class of ${year} reunion ${Date.now()}`;
  await rep.getByLabel("Subject").fill(subject);
  await rep.getByLabel("Body").fill("Dear classmates, we meet on the main lawn in March.");
  await rep.getByRole("button", { name: "Send for approval" }).click();
  await confirmDialog(rep, "Send for approval");
  await expect(rep.getByText("Waiting for the office's approval")).toBeVisible();
  await lookAtScreen(rep, "newsletter-group-leader");
  expect(mailedTo(subject)).toEqual([]);

  await office.reload();
  // The approval list's item (the issue is also in the Newsletters list, waiting).
  const waiting = office
    .getByRole("listitem")
    .filter({ hasText: subject })
    .filter({ has: office.getByRole("button", { name: "Approve & send" }) });
  await expect(waiting).toBeVisible();
  await lookAtScreen(office, "newsletter-approvals");
  await waiting.getByRole("button", { name: "Approve & send" }).click();
  await confirmDialog(office, "Approve & send");
  await expect(office.getByText("Newsletter is being sent to 1 recipients")).toBeVisible();
  await expect.poll(() => mailedTo(subject)).toEqual([email]);
});
