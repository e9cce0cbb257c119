import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 26 item 4 (decision 109), at 390 px: a member informs the office that a classmate has
// died; the office confirms it in the In memoriam queue with the year of death; the classmate's
// page then shows In memoriam with the years, and no Message button.

const baseURL = () => test.info().project.use.baseURL as string;

test("a member informs the office of a death and the office confirms it, at 390 px", async ({
  page,
  browser,
  adminPage,
}) => {
  const lateContext = await browser.newContext({ baseURL: baseURL() });
  const late = await lateContext.newPage();
  await signUpVerified(late, uniqueEmail("late"), "Anand Kulkarni");
  const profileId = (await (await late.request.get("/api/v1/me")).json()).viewer.profileId as string;
  await lateContext.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page, uniqueEmail("classmate"), "Meera Joshi");
  await page.goto(`/alumni/${profileId}`);
  await expect(page.getByRole("heading", { name: "Anand Kulkarni", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Inform the office of a death" }).click();
  const dialog = page.getByRole("dialog", { name: "Inform the office of the death of Anand Kulkarni" });
  await dialog.getByRole("button", { name: "Inform the office" }).click();
  await expect(dialog.getByText("Please tell the office what you know")).toBeVisible();
  await dialog.getByLabel(/What you know/).fill("His brother wrote to our batch group on Sunday");
  await dialog.getByLabel(/A link to a notice/).fill("example.org/obituaries/anand");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Inform the office" }).click();
  await expect(page.getByText("Thank you for letting us know.", { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("in-memoriam")).toHaveCount(0);

  await adminPage.goto("/admin/in-memoriam");
  await expect(adminPage.getByRole("heading", { name: "In memoriam", level: 1 })).toBeVisible();
  const card = adminPage.getByRole("listitem").filter({ hasText: "His brother wrote to our batch group" });
  await expect(card.getByRole("link", { name: "Anand Kulkarni" })).toBeVisible();
  await expect(card.getByText("Meera Joshi")).toBeVisible();
  await expectNoSeriousA11yViolations(adminPage);
  await card.getByLabel("Year of death (optional)").fill("2026");
  await card.getByRole("button", { name: "Confirm" }).click();
  await expect(adminPage.getByText("Confirmed: the profile is now in memoriam")).toBeVisible();
  await expect(card).toBeHidden();

  await page.reload();
  await expect(page.getByTestId("in-memoriam")).toHaveText(/In memoriam · Died 2026/);
  await expect(page.getByRole("button", { name: "Inform the office of a death" })).toHaveCount(0);
  await expect(page.getByRole("main").getByText("Message", { exact: true })).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
