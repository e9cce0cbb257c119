import { VALIDATION } from "../contract/ui-text";
import { ADMIN_EMAIL } from "../playwright.config";
import { chooseOption, confirmDialog, expect, expectNoSeriousA11yViolations, test } from "./fixtures";

test("assign a role, get the Info toast for a duplicate, remove it", async ({ adminPage: page }) => {
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const row = page.getByRole("row").filter({ hasText: "kiran.patel@alumni.example.org" });
  await page.getByRole("searchbox", { name: "Search users" }).fill("kiran.patel");
  await expect(row).toBeVisible();
  const name = ((await row.locator("p").first().textContent()) ?? "").trim();

  await chooseOption(page, `Assign role to ${name}`, "Moderator");
  await expect(page.getByText("Moderator role assigned successfully")).toBeVisible();
  await expect(row.getByText("Moderator")).toBeVisible();
  await chooseOption(page, `Assign role to ${name}`, "Moderator");
  await expect(page.getByText(VALIDATION.duplicateRole)).toBeVisible();

  await row.getByRole("button", { name: `Remove Moderator role from ${name}` }).click();
  await expect(page.getByText("Moderator role removed successfully")).toBeVisible();
  await expect(row.getByText("No roles")).toBeVisible();

  // The only admin cannot remove their own admin role.
  await page.getByRole("searchbox", { name: "Search users" }).fill(ADMIN_EMAIL);
  const me = page.getByRole("row").filter({ hasText: ADMIN_EMAIL });
  await me.getByRole("button", { name: /Remove Admin role/ }).click();
  // Removing (or granting) the Admin role asks first (issue 13).
  await expect(page.getByRole("alertdialog")).toContainText("Remove the Admin role from");
  await confirmDialog(page, "Remove Admin");
  await expect(page.getByText(/You are the last admin/)).toBeVisible();
  await expect(me.getByText("Admin", { exact: true })).toBeVisible();
});

test("houses: the name is required, add and edit one; general settings are used by the site", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Add House" }).click();
  await expect(page.getByLabel("House Name")).toHaveValue("");
  await expect(page.getByLabel("Primary Colour", { exact: true })).toHaveValue("#000000");
  await expect(page.getByLabel("Light Background", { exact: true })).toHaveValue("#f0f0f0");
  await expect(page.getByLabel("Text Colour", { exact: true })).toHaveValue("#ffffff");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("dialog").getByRole("button", { name: "Add House" }).click();
  await expect(page.getByText(VALIDATION.houseName)).toBeVisible();
  const house = `Nehru ${Date.now() % 100000}`;
  await page.getByLabel("House Name").fill(house);
  await page.getByRole("dialog").getByRole("button", { name: "Add House" }).click();
  await expect(page.getByText("House created successfully")).toBeVisible();
  await page.getByRole("button", { name: `Edit ${house}` }).click();
  await page.getByLabel("Primary Colour", { exact: true }).fill("#123456");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("House updated successfully")).toBeVisible();
  await expect(page.getByRole("img", { name: "Primary #123456" })).toBeVisible();

  // A house alumni belong to cannot be deleted.
  await page.getByRole("button", { name: "Delete Tata" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/This house cannot be deleted while/)).toBeVisible();

  await page.getByLabel("Site Name").fill("Old Boys Network");
  await page.getByLabel("Contact Email").fill("office@oldboys.example.org");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved successfully")).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveTitle(/Old Boys Network/);
  await expect(page.getByRole("contentinfo")).toContainText("office@oldboys.example.org");

  // Put the defaults back for the other specs.
  await page.goto("/admin/settings");
  await page.getByLabel("Site Name").fill("Alumni Portal");
  await page.getByLabel("Contact Email").fill("alumni@example.org");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved successfully")).toBeVisible();
});

test("the activity log lists admin changes, filterable by action", async ({ adminPage: page }) => {
  await page.goto("/admin/activity");
  await expect(page.getByRole("heading", { name: "Activity Log" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Activity" })).toBeVisible();
  await chooseOption(page, "Filter by action", "Settings: update");
  const rows = page.getByRole("region", { name: "Activity" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("Settings: update");
  await expect(rows.nth(1)).toContainText(ADMIN_EMAIL);
  await expectNoSeriousA11yViolations(page);
});

test("dashboard counts and the drawer on a small screen", async ({ adminPage: page }) => {
  await page.goto("/admin");
  for (const label of ["Total Alumni", "Pending Events", "Published News", "Active Competitions"]) {
    await expect(page.getByText(label)).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open admin menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Admin menu" });
  await expect(drawer).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole("link", { name: "User Roles" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
});
