import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { DATA_RIGHTS_MESSAGES as T } from "../contract/ui-text";
import {
  expect,
  expectNoSeriousA11yViolations,
  latestMailLink,
  shotForNotes,
  signUpVerified,
  test,
  uniqueEmail,
  uploadAvatar,
} from "./fixtures";

test("My Profile, your data: download the ZIP, change e-mail through the mailed link, delete the account", async ({
  page,
}) => {
  const email = await signUpVerified(page, uniqueEmail("rights"), "Rights Person");
  await page.goto("/profile");
  await uploadAvatar(page, "#0a6");
  await expect(page.getByRole("heading", { name: T.heading })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole("heading", { name: T.heading }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shotForNotes(page, `data-rights-${width}.png`, { fullPage: true });
  }

  // Download my data: a ZIP with data.json and the avatar.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: T.downloadTitle }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^alumni-portal-data-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path()) as string)));
  expect(Object.keys(files).sort()).toEqual(["avatar.webp", "data.json"]);
  expect(JSON.parse(new TextDecoder().decode(files["data.json"])).account.email).toBe(email);

  // Change e-mail: a link to the new address; opening it changes the address.
  const newEmail = uniqueEmail("moved");
  await page.getByRole("button", { name: T.changeEmailTitle }).click();
  const changeDialog = page.getByRole("dialog", { name: T.changeEmailTitle });
  await changeDialog.getByLabel("New e-mail").fill(email);
  await changeDialog.getByRole("button", { name: "Send link" }).click();
  await expect(changeDialog.getByText(T.changeEmailSame)).toBeVisible();
  await changeDialog.getByLabel("New e-mail").fill(newEmail);
  await changeDialog.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByText(T.changeEmailSent(newEmail))).toBeVisible();
  await page.goto(await latestMailLink(newEmail));
  await expect(page).toHaveURL(/\/profile$/);
  const me = await (await page.request.get("/api/v1/me")).json();
  expect(me.viewer.user.email).toBe(newEmail);

  // Delete my account: the consequences are stated; a wrong password is refused; then it is gone.
  await page.getByRole("button", { name: T.deleteButton }).click();
  const dialog = page.getByRole("dialog", { name: T.deleteTitle });
  for (const line of T.deleteConsequences) await expect(dialog.getByText(line)).toBeVisible();
  await shotForNotes(page, `delete-dialog-1280.png`);
  await dialog.getByLabel(T.deleteConfirmLabel).fill("Wrong1234");
  await dialog.getByRole("button", { name: T.deleteButton }).click();
  await expect(dialog.getByText(T.deleteWrongPassword)).toBeVisible();
  await dialog.getByLabel(T.deleteConfirmLabel).fill("Secret123");
  await dialog.getByRole("button", { name: T.deleteButton }).click();
  await expect(page.getByText(T.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await (await page.request.get("/api/v1/me")).json()).viewer).toBeNull();
});
