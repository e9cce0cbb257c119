import { ADMIN_SUCCESS } from "../contract/ui-text";
import { chooseOption, confirmDialog, expect, expectNoSeriousA11yViolations, test } from "./fixtures";

test("moderate a pending event: approve it and see it listed as approved", async ({ adminPage: page }) => {
  await page.goto("/admin/events");
  await expect(page.getByRole("heading", { name: "Event Management" })).toBeVisible();
  await chooseOption(page, "Filter by status", "Pending");
  const table = page.getByRole("region", { name: "Events" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const approve = table.getByRole("button", { name: /^Approve / }).first();
  const title = (await approve.getAttribute("aria-label"))!.replace(/^Approve /, "");
  await approve.click();
  await expectNoSeriousA11yViolations(page);
  await confirmDialog(page, "Approve");
  await expect(page.getByText(ADMIN_SUCCESS.eventModerated("approved"))).toBeVisible();

  // The approved event now appears on the public Events screen.
  await page.goto("/events");
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goto("/admin/events");
  await chooseOption(page, "Filter by status", "Approved");
  await expect(table.getByText(title, { exact: true })).toBeVisible();

  // A second decision on the same event is refused by the server.
  const id = await page.evaluate(async (t) => {
    const r = await fetch("/api/v1/admin/events?status=approved");
    const list = await r.json();
    return list.items.find((e: { title: string }) => e.title === t).id;
  }, title);
  const again = await page.request.post(`/api/v1/admin/events/${id}/reject`, {
    data: {},
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(409);
});

test("create an event, view it, then delete it with confirmation", async ({ adminPage: page }) => {
  await page.goto("/admin/events/new");
  await page.getByLabel("Title").fill("E2E Founders Lunch");
  await chooseOption(page, "Category", "Reunion");
  await page.getByLabel("Location").fill("Main Hall");
  await page.getByLabel("Start", { exact: true }).fill("2030-05-01T12:30");
  await page.getByLabel("Description").fill("A lunch for the founders' batch.");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByRole("heading", { name: "E2E Founders Lunch" })).toBeVisible();
  await expect(page.getByText("May 1, 2030 at 12:30 PM")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto("/admin/events");
  await page.getByRole("button", { name: "Delete E2E Founders Lunch" }).click();
  await confirmDialog(page, "Delete");
  await expect(page.getByText(ADMIN_SUCCESS.eventDeleted)).toBeVisible();
  await expect(page.getByText("E2E Founders Lunch")).toHaveCount(0);
});
