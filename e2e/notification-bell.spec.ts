import { expect, lookAtScreen, shotForNotes, signUpVerified, test, uniqueEmail } from "./fixtures";

test("A messages B: B's bell counts it live, B opens it, lands on the conversation, and the count goes down", async ({
  page,
  browser,
}) => {
  // Two members' browsers, two widths, axe twice: more than the default 30 s on a busy machine.
  test.slow();
  const baseURL = test.info().project.use.baseURL ?? "";
  await signUpVerified(page, uniqueEmail("alice"), "Alice Bell");
  const bContext = await browser.newContext({ baseURL });
  const bPage = await bContext.newPage();
  const bErrors: string[] = [];
  bPage.on("console", (m) => m.type() === "error" && bErrors.push(m.text()));
  await signUpVerified(bPage, uniqueEmail("bob"), "Bob Bell");
  const me = async (p: typeof page) =>
    (await (await p.request.get("/api/v1/me")).json()).viewer.user.id as string;
  const [aId, bId] = [await me(page), await me(bPage)];

  // B is on the Events page with nothing new; its tab's live channel is open.
  await bPage.setViewportSize({ width: 1280, height: 800 });
  await bPage.goto("/events");
  const bell = bPage.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(bell).toHaveAttribute("data-live", "joined");
  await bell.click();
  const panel = bPage.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByText("You're all caught up")).toBeVisible();
  await bPage.keyboard.press("Escape");

  // A writes to B; B's bell counts it without a reload.
  const sent = await page.request.post("/api/v1/messages", {
    data: { recipient_id: bId, content: "Hello Bob, see you at the reunion?" },
    headers: { origin: baseURL },
  });
  expect(sent.status()).toBe(201);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(bPage.getByTestId("notification-badge")).toHaveText("1");

  for (const width of [1280, 390]) {
    await bPage.setViewportSize({ width, height: 800 });
    expect(await bPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(bell).toBeVisible();
    await shotForNotes(bPage, `bell-closed-${width}.png`);
    await bell.click();
    await expect(panel.getByRole("link", { name: /New message from Alice Bell/ })).toBeVisible();
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await lookAtScreen(bPage, "bell-open", { fullPage: false });
    if (width === 1280) await bPage.keyboard.press("Escape");
  }

  // B clicks the item (at 390 px): the conversation with A opens, and the count goes down.
  await panel.getByRole("link", { name: /New message from Alice Bell/ }).click();
  await expect(bPage).toHaveURL(new RegExp(`/messages\\?with=${aId}$`));
  await expect(bPage.getByTestId("chat-messages")).toContainText("Hello Bob, see you at the reunion?");
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(bPage.getByTestId("notification-badge")).toHaveCount(0);
  await bell.click();
  await expect(panel.getByRole("link", { name: /New message from Alice Bell/ })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Mark all as read" })).toBeDisabled();

  expect(bErrors).toEqual([]);
  await bContext.close();
});
