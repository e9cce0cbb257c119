import sharp from "sharp";
import { expect, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 8, item 11: the header's account button kept the initials after a photo upload.
test("the header avatar shows the new photo right after the upload, and after a reload", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("avatar"), "Avatar Person");
  await page.goto("/profile");
  const accountButton = page.getByRole("button", { name: "Account menu" });
  await expect(accountButton).toContainText("AP"); // initials while there is no photo
  await expect(accountButton.locator("img")).toHaveCount(0);

  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#e8b634" } })
    .png()
    .toBuffer();
  await page
    .getByTestId("avatar-input")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Profile picture updated")).toBeVisible();

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
