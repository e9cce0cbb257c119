import type { Browser } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 28 item 3 (decision 106), at 390 px: a member blocks another from their profile page;
// the blocked member, writing from the blocker's page, gets the clear refusal and nothing more.

const baseURL = () => test.info().project.use.baseURL as string;

/** A verified member in their own browser context; answers the page and their profile id. */
async function member(browser: Browser, name: string) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signUpVerified(page, uniqueEmail("block"), name);
  const me = await (await page.request.get("/api/v1/me")).json();
  /** Opens a page and waits until it is live: a tap on a server-painted button before then is lost. */
  const open = async (url: string) => {
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  };
  return { page, open, profileId: me.viewer.profileId as string, close: () => context.close() };
}

test("a member blocks another; the other is told only that they cannot message them", async ({
  page,
  browser,
}) => {
  const blocked = await member(browser, "Bilal Khan");
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page, uniqueEmail("blocker"), "Bina Rao");
  const blockerProfile = (await (await page.request.get("/api/v1/me")).json()).viewer.profileId as string;

  await page.goto(`/alumni/${blocked.profileId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Bilal Khan" })).toBeVisible();
  await page.getByRole("button", { name: "Block" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Block Bilal Khan?" });
  await expect(dialog).toContainText("They are not told that you blocked them.");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Block" }).click();
  await expect(page.getByText("You blocked Bilal Khan.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unblock" })).toBeVisible();

  // The blocked member writes from the blocker's page and is refused with the words.
  await blocked.open(`/alumni/${blockerProfile}`);
  await blocked.page.getByRole("button", { name: "Message" }).click();
  await blocked.page.getByRole("textbox", { name: "Message" }).fill("Hello again");
  await blocked.page.getByRole("button", { name: "Send" }).click();
  await expect(blocked.page.getByText("You cannot message this member.")).toBeVisible();
  await expect(blocked.page.getByText(/blocked/i)).toHaveCount(0);

  // Unblocking is one tap, and writing works again.
  await page.getByRole("button", { name: "Unblock" }).click();
  await expect(page.getByText("You unblocked Bilal Khan.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Block" })).toBeVisible();
  await blocked.page.getByRole("button", { name: "Send" }).click();
  await expect(blocked.page.getByText("Message Sent Successfully")).toBeVisible();
  await blocked.close();
});
