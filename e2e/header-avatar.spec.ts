import { expect, signUpVerified, test, uniqueEmail, uploadAvatar } from "./fixtures";

// Issue 8, item 11: the header's account button kept the initials after a photo upload.
test("the header avatar shows the new photo right after the upload, and after a reload", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("avatar"), "Avatar Person");
  await page.goto("/profile");
  const accountButton = page.getByRole("button", { name: "Account menu" });
  await expect(accountButton).toContainText("AP"); // initials while there is no photo
  await expect(accountButton.locator("img")).toHaveCount(0);

  await uploadAvatar(page, "#e8b634");

  const photo = accountButton.locator("img");
  await expect(photo).toHaveAttribute("src", /\/uploads\/avatars\/.+\.webp$/);
  await expect(photo).toBeVisible();
  const src = await photo.getAttribute("src");

  await page.reload();
  await expect(page.getByRole("button", { name: "Account menu" }).locator("img")).toHaveAttribute(
    "src",
    src ?? "",
  );
});
