import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ADMIN_MESSAGES, ADMIN_SUCCESS } from "../contract/ui-text";
import {
  chooseOption,
  closeToasts,
  confirmDialog,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from "./fixtures";

test("export the alumni CSV and re-import it: duplicates flagged, new rows imported", async ({
  adminPage: page,
}, info) => {
  await page.goto("/admin/alumni");
  await expect(page.getByRole("heading", { name: "Alumni Management" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Alumni profiles" }).getByRole("row").nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^alumni_export_\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText(ADMIN_SUCCESS.alumniExported)).toBeVisible();
  const exported = path.join(info.outputDir, "export.csv");
  await download.saveAs(exported);
  const text = readFileSync(exported, "utf8").replace(/^\uFEFF/, "");
  const lines = text.trim().split(/\r\n/);
  expect(lines[0]).toBe("Name,House,Graduation Year,Current Role,Company,Location,Created At");
  const total = lines.length - 1;

  // Re-import the export as it is: every row is a duplicate, nothing to import.
  await page.getByRole("button", { name: "Import CSV" }).click();
  await page.getByLabel("CSV file").setInputFiles(exported);
  await expect(page.getByText(`${total} duplicates`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Import 0 rows" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Add two new people and a broken row, then import for real.
  const stamp = Date.now();
  const extended = `${text.trim()}\r\nNew Arrival ${stamp},Tata,2015,Engineer,Acme,Pune,\r\nSecond Arrival ${stamp},Jaipur,2016,,,,\r\nX,Mars,abc,,,,\r\n`;
  const file = path.join(info.outputDir, "import.csv");
  writeFileSync(file, extended);
  await page.getByRole("button", { name: "Choose another file" }).click();
  await page.getByLabel("CSV file").setInputFiles(file);
  await expect(page.getByText("1 with errors")).toBeVisible();
  await expect(page.getByText("Choose a house from the list", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByText("Import complete")).toBeVisible();
  await expect(page.getByText("2 imported")).toBeVisible();
  await expect(page.getByText(`${total} duplicates skipped`)).toBeVisible();
  await page.getByRole("button", { name: "Close" }).first().click();

  await page.getByRole("searchbox", { name: "Search alumni" }).fill(`Arrival ${stamp}`);
  await expect(page.getByText(`New Arrival ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Second Arrival ${stamp}`)).toBeVisible();
});

test("add, view, edit and delete an alumni profile", async ({ adminPage: page }) => {
  const name = `Office Known ${Date.now()}`;
  await page.goto("/admin/alumni/new");
  await page.getByLabel("Display Name").fill(name);
  await page.getByLabel("Graduation Year").fill("1998");
  await chooseOption(page, "House", "Jaipur");
  await page.getByLabel("Company").fill("Tata Steel");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create Profile" }).click();

  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText(name.slice(0, 2).toUpperCase(), { exact: true })).toBeVisible();
  await expect(page.getByText("Not specified")).toHaveCount(2); // industry, specialization
  await expectNoSeriousA11yViolations(page);

  // 'Edit Profile' is under the success toast.
  await closeToasts(page);
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await page.getByLabel("Industry").fill("Steel");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("link", { name: "Edit Profile" })).toBeVisible();
  await expect(page.getByText("Steel", { exact: true })).toBeVisible();

  await page.goto("/admin/alumni");
  await page.getByRole("searchbox", { name: "Search alumni" }).fill(name);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByText(ADMIN_MESSAGES.deleteProfileConfirm)).toBeVisible();
  await confirmDialog(page, "Delete");
  await expect(page.getByText(ADMIN_SUCCESS.profileDeleted)).toBeVisible();
  await expect(page.getByText("No alumni found")).toBeVisible();
});
