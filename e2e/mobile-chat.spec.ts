import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 8, item 9: on a phone the chat opened with its composer half hidden behind the bottom
// navigation. Opening a conversation must show the whole composer between header and nav.

async function expectBetweenHeaderAndNav(page: Page) {
  const header = await page.getByRole("banner").boundingBox();
  const nav = await page.getByRole("navigation", { name: "Mobile" }).boundingBox();
  const composer = await page.getByRole("textbox", { name: /Message to/ }).boundingBox();
  const send = await page.getByRole("button", { name: "Send message" }).boundingBox();
  if (!header || !nav || !composer || !send) throw new Error("header, nav or composer not rendered");
  for (const [what, box] of [
    ["composer", composer],
    ["send button", send],
  ] as const) {
    expect(box.y, `${what} top below the header`).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height, `${what} bottom above the bottom navigation`).toBeLessThanOrEqual(nav.y);
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 390, height: 667 },
]) {
  test(`phone ${viewport.width}x${viewport.height}: an opened chat shows its whole composer above the bottom navigation`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpVerified(page, uniqueEmail("phonechat"), "Phone Chatter");
    await page.goto("/messages");
    await page.getByRole("button", { name: "New Message" }).click();
    await page.getByRole("dialog").getByRole("listitem").first().getByRole("button").click();
    // Ready to type: the composer has focus (not the 'New Message' button, up the page).
    await expect(page.getByRole("textbox", { name: /Message to/ })).toBeFocused();
    await expect(async () => expectBetweenHeaderAndNav(page)).toPass({ timeout: 20_000 });

    // After sending, the composer is still in sight (the list grows, the panel does not).
    const composer = page.getByRole("textbox", { name: /Message to/ });
    await composer.fill("Hello from my phone");
    await composer.press("Enter");
    await expect(page.getByTestId("chat-messages")).toContainText("Hello from my phone");
    await expectBetweenHeaderAndNav(page);
    await expectNoSeriousA11yViolations(page);
  });
}
