import { confirmDialog, expect, lookAtScreen, test } from "./fixtures";
import { mailedTo, openNewsletterAdmin, signUpNewsReader } from "./outbox";

test("Admin, Newsletter: compose to one house, see the count, test to oneself, send to that house only, find it in the archive", async ({
  adminPage: page,
  browser,
}) => {
  // Cookie writes are checked against the Origin, which a page's own requests carry.
  const headers = { Origin: await openNewsletterAdmin(page) };
  // A house of its own, with one member who receives the newsletter.
  const house = `Lumen${Date.now().toString(36).replace(/\d/g, "")}`;
  expect((await page.request.post("/api/v1/admin/houses", { data: { name: house }, headers })).status()).toBe(
    201,
  );
  const { member, email } = await signUpNewsReader(browser, headers.Origin, {
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
  await lookAtScreen(page, "newsletter-audience");

  await page.getByRole("button", { name: "Send newsletter" }).click();
  await confirmDialog(page, "Send");
  await expect(page.getByText("Newsletter is being sent to 1 recipients")).toBeVisible();
  await expect.poll(() => mailedTo(subject)).toEqual([email]);
  await expect.poll(() => mailedTo(`[Test] ${subject}`).length).toBe(1);

  // The archive (issue 25, item 5): the house's member finds the issue and opens its own page.
  await member.goto("/newsletters");
  await member.getByRole("link", { name: subject }).click();
  await expect(member.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(member.getByText("Members only")).toBeVisible();
  await expect(member.getByText("the final is on Saturday")).toBeVisible();
  await lookAtScreen(member, "newsletter-archive-issue");
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
