import { expect, test } from "./fixtures";

test("the admin of the app server reaches the admin area", async ({ adminPage }) => {
  await adminPage.goto("/admin");
  await expect(adminPage.getByRole("navigation", { name: /admin/i })).toBeVisible();
});
