import { expectAfterRetries, failReads } from "./failed-reads";
import {
  expect,
  expectNoSeriousA11yViolations,
  signUpVerified,
  test,
  uniqueEmail,
  uploadAvatar,
} from "./fixtures";

test("My Profile: edit lists and privacy, save, and upload a profile picture", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("profile"), "Profile Person");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile Person" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Graduation Year").fill("2008");
  await page.getByRole("tab", { name: "Personal" }).click();
  const interests = page.getByRole("textbox", { name: "Interests", exact: true });
  await interests.fill("Cricket");
  await interests.press("Enter");
  await interests.fill("cricket");
  await interests.press("Enter"); // duplicate: ignored
  await interests.press("Enter"); // empty: ignored
  await interests.fill("Chess");
  await page.getByRole("button", { name: "Add to Interests" }).click();
  await expect(page.getByRole("list", { name: "Interests" }).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Remove Chess" }).click();
  await page.getByRole("tab", { name: "Privacy" }).click();
  await page.getByRole("switch", { name: "Allow other members to message me" }).click();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();

  const saved = await (await page.request.get("/api/v1/profile")).json();
  expect(saved).toMatchObject({ graduation_year: 2008, interests: ["Cricket"] });
  expect(saved.privacy_settings.allow_messages).toBe(false);

  await uploadAvatar(page, "#1f3159", 200);
  await expect(page.getByRole("img", { name: "Profile Person" }).locator("img")).toHaveAttribute(
    "src",
    /\/uploads\/avatars\/.+\.webp$/,
  );

  await page
    .getByTestId("avatar-input")
    .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await expect(page.getByText("Upload failed: Please try again.")).toBeVisible();
});

test("My Profile says 'Failed to load profile' when the profile cannot be read", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("profile-err"), "Broken Profile");
  await failReads(page, "**/api/v1/profile");
  await page.goto("/profile");
  await expectAfterRetries(page, page.getByRole("heading", { name: "Failed to load profile" }));
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
});

test("My Profile requires sign-in", async ({ page }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL("/auth?next=%2Fprofile");
});
