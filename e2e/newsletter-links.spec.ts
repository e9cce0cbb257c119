import {
  expect,
  expectNoSeriousA11yViolations,
  latestMailLink,
  shotForNotes,
  test,
  uniqueEmail,
} from "./fixtures";

const WIDTHS = [390, 1280] as const;

/**
 * Issue 11, item 5: the confirmation and unsubscribe links of the newsletter mails open landing
 * pages; opening them (as a mail scanner does) changes nothing, the page's button does.
 */
test("newsletter links: a scanner opening them changes nothing; the landing page's button confirms and unsubscribes", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("letter");
  await page.goto("/");
  const block = page.getByRole("region", { name: "Subscribe to Newsletter" });
  await block.getByLabel("Email address").fill(email);
  await block.getByRole("button", { name: "Subscribe" }).click();
  await expect(block.getByText("Almost done: please check your email")).toBeVisible();

  const confirmLink = await latestMailLink(email);
  expect(confirmLink).toMatch(/\/newsletter\/confirm\?token=/);
  const unsubscribeLink = confirmLink.replace("/newsletter/confirm?", "/newsletter/unsubscribe?");

  // A mail scanner fetches every link in the mail, following redirects, with no script.
  for (const link of [confirmLink, unsubscribeLink]) {
    const scanned = await request.get(link);
    expect(scanned.status()).toBe(200);
    // The page is rendered on the server: what it says is there before any script runs.
    expect(await scanned.text()).toContain(email);
  }

  // Still unconfirmed: the landing page offers the confirmation.
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm Your Subscription" })).toBeVisible();
  await expect(
    page.getByText(`newsletter at ${email}? Nothing changes until you press the button.`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shotForNotes(page, `newsletter-confirm-${width}.png`, { fullPage: true });
  }
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(
    page.getByRole("status").getByText("You are subscribed to the newsletter. Thank you!"),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText("You are already subscribed to the newsletter.")).toBeVisible();

  // Unsubscribing: the same, from the link at the foot of the mail.
  await page.goto(unsubscribeLink);
  await expect(
    page.getByRole("heading", { level: 1, name: "Unsubscribe from the Newsletter" }),
  ).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await shotForNotes(page, `newsletter-unsubscribe-${width}.png`, { fullPage: true });
  }
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You have been unsubscribed from the newsletter.")).toBeVisible();

  // A link that is not (or no longer) ours says so.
  await page.goto("/newsletter/confirm?token=not-a-token-of-ours-123");
  await expect(page.getByRole("alert").getByText("This newsletter link is no longer valid.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await shotForNotes(page, `newsletter-bad-link-${width}.png`, { fullPage: true });
  }
});
