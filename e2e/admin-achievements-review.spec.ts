import { expect, signUpVerified, test } from "./fixtures";

// Issue 21 item 10: members' achievements arrived as silent drafts under a category of their
// own ("Achievement"). The dashboard counts those awaiting review; they are "Achievements".
test("a shared achievement is counted on the dashboard and waits among the drafts as 'Achievements'", async ({
  page,
  adminPage,
}) => {
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  const tile = adminPage.getByRole("link", { name: /Achievements to Review/ });
  const count = async () => Number((await tile.textContent())?.replace(/\D/g, ""));
  await adminPage.goto("/admin");
  await expect(tile).toHaveText(/Achievements to Review\s*\d+/);
  const before = await count();

  await signUpVerified(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Share an Achievement" }).first().click();
  const title = `Ran the Comrades ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page
    .getByLabel("Tell us about it")
    .fill("Finished the up run in under nine hours with two batchmates.");
  await page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await adminPage.reload();
  await expect(tile).toHaveText(new RegExp(`Achievements to Review\\s*${before + 1}$`));
  await tile.click();
  await expect(adminPage).toHaveURL(/\/admin\/news\?status=draft/);
  const row = adminPage.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Achievements");
  await expect(row).toContainText("Draft");
});
