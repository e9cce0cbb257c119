import {
  confirmDialog,
  expect,
  expectNoSeriousA11yViolations,
  shotForNotes,
  test,
  uniqueEmail,
} from "./fixtures";
import { mailedTo, signUpNewsReader } from "./outbox";

test("Admin, Newsletter: compose to one house, see the count, test to oneself, send to that house only, find it in the archive", async ({
  adminPage: page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/admin/newsletter");
  // Cookie writes are checked against the Origin, which a page's own requests carry.
  const headers = { Origin: new URL(page.url()).origin };
  // A house of its own, with one member who receives the newsletter.
  const house = `Lumen${Date.now().toString(36).replace(/\d/g, "")}`;
  expect((await page.request.post("/api/v1/admin/houses", { data: { name: house }, headers })).status()).toBe(
    201,
  );
  const email = uniqueEmail("house-reader");
  const member = await signUpNewsReader(browser, headers.Origin, {
    email,
    displayName: "House Reader",
    house,
  });

  const subject = `To ${house} only`;
  await page.reload();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Body").fill("Dear house, the final is on Saturday. Come and cheer.");
  await page.getByLabel("House", { exact: true }).selectOption(house);
  await expect(page.getByRole("status").filter({ hasText: "This will go to" })).toHaveText(
    "This will go to 1 person",
  );
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByText(/Test newsletter queued for/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shotForNotes(page, `newsletter-audience-390.png`, { fullPage: true });

  await page.getByRole("button", { name: "Send newsletter" }).click();
  await confirmDialog(page, "Send");
  await expect(page.getByText("Newsletter is being sent to 1 recipients")).toBeVisible();
  await expect.poll(() => mailedTo(subject), { timeout: 10_000 }).toEqual([email]);
  await expect.poll(() => mailedTo(`[Test] ${subject}`).length, { timeout: 10_000 }).toBe(1);

  // The archive (issue 25, item 5): the house's member finds the issue and opens its own page.
  await member.setViewportSize({ width: 390, height: 900 });
  await member.goto("/newsletters");
  await member.getByRole("link", { name: subject }).click();
  await expect(member.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(member.getByText("Members only")).toBeVisible();
  await expect(member.getByText("the final is on Saturday")).toBeVisible();
  await expectNoSeriousA11yViolations(member);
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shotForNotes(member, "newsletter-archive-issue-390.png", { fullPage: true });
  const issuePath = new URL(member.url()).pathname;
  await member.context().close();

  // A visitor: neither the archive's HTML and JSON nor the issue's own link carries it.
  const visitor = await (await browser.newContext()).newPage();
  const archiveHtml = await (await visitor.request.get("/newsletters")).text();
  expect(archiveHtml).toContain("Newsletters");
  expect(archiveHtml).not.toContain(subject);
  expect(await (await visitor.request.get("/api/v1/newsletters")).text()).not.toContain(subject);
  const issuePage = await visitor.request.get(issuePath);
  expect(await issuePage.text()).not.toContain(subject);
  await visitor.goto(issuePath);
  await expect(visitor.getByRole("heading", { name: "Newsletter not found" })).toBeVisible();
  await visitor.context().close();
});
