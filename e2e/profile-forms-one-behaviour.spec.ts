import { PROFILE_MESSAGES, VALIDATION } from "../contract/ui-text";
import { expect, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 21 item 8, at 390 px: My Profile's settings behave one way (privacy switches save at
// once, like the notification settings), "linkedin.com/in/…" is accepted with https://
// added, a refusal on another tab opens that tab at the field, and the bell's "Notification
// settings" opens the Notifications tab.
test.use({ viewport: { width: 390, height: 844 } });

const savedProfile = async (page: import("@playwright/test").Page) =>
  (await page.request.get("/api/v1/profile")).json();

test("privacy switches save at once, without Edit Profile; a refused save puts the switch back", async ({
  page,
}) => {
  await signUpVerified(page, uniqueEmail("privacy-now"), "Privacy Now");
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Privacy" }).click();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();

  const contact = page.getByRole("switch", { name: "Show my contact information" });
  await expect(contact).not.toBeChecked();
  await expect(contact).toBeEnabled();
  await contact.click();
  await expect(page.getByText(PROFILE_MESSAGES.privacySaved)).toBeVisible();
  await expect(contact).toBeChecked();
  expect((await savedProfile(page)).privacy_settings.show_contact_info).toBe(true);
  // Still not editing: the switch did not wait for Edit Profile / Save Changes.
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();

  await page.reload();
  await page.getByRole("tab", { name: "Privacy" }).click();
  await expect(page.getByRole("switch", { name: "Show my contact information" })).toBeChecked();

  // The server refuses the next change: the message says so and the switch shows what is saved.
  await page.route("**/api/v1/profile", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 503, contentType: "application/json", body: "{}" })
      : route.continue(),
  );
  const messages = page.getByRole("switch", { name: "Allow other members to message me" });
  await expect(messages).toBeChecked();
  await messages.click();
  await expect(page.getByRole("alert").filter({ hasText: PROFILE_MESSAGES.privacySaveFailed })).toBeVisible();
  await expect(messages).toBeChecked();
  await page.unroute("**/api/v1/profile");
  expect((await savedProfile(page)).privacy_settings.allow_messages).toBe(true);
});

test("LinkedIn typed without https:// is saved with it", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("linkedin-bare"), "Linked Person");
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("LinkedIn URL").fill("linkedin.com/in/linked-person");
  await page.getByLabel("Personal Website").fill("www.linked-person.example.org");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();
  await expect(page.getByText("https://linkedin.com/in/linked-person", { exact: true })).toBeVisible();
  expect(await savedProfile(page)).toMatchObject({
    linkedin_url: "https://linkedin.com/in/linked-person",
    personal_website: "https://www.linked-person.example.org",
  });
});

test("a refusal on another tab opens that tab and focuses the field", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("other-tab"), "Other Tab");
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("LinkedIn URL").fill("javascript:alert(1)");
  await page.getByRole("tab", { name: "Personal" }).click();
  await expect(page.getByRole("tab", { name: "Personal" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  const field = page.getByLabel("LinkedIn URL");
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(VALIDATION.linkedinUrl).first()).toBeVisible();
  // Nothing was saved, and the form is still open.
  expect((await savedProfile(page)).linkedin_url).toBeNull();
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
});

test("the bell's 'Notification settings' opens the Notifications tab of My Profile", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("bell-settings"), "Bell Settings");
  await page.goto("/events");
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await page
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("link", { name: "Notification settings" })
    .click();
  await expect(page).toHaveURL(/\/profile\?tab=notifications$/);
  await expect(page.getByRole("tab", { name: "Notifications" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Notifications" })).toBeVisible();
  await expect(page.getByRole("combobox").first()).toBeVisible();
});
