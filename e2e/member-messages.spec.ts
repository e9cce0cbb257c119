import { expectAfterRetries, failReads } from "./failed-reads";
import { expect, expectNoSeriousA11yViolations, signUpVerified, test, uniqueEmail } from "./fixtures";

test("A writes to B: B's unread badge and open conversation update live; B reads and A sees it read", async ({
  page,
  browser,
}) => {
  // A in the default page, B in a second browser context of its own.
  await signUpVerified(page, uniqueEmail("alice"), "Alice Live");
  const bContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const bPage = await bContext.newPage();
  const bErrors: string[] = [];
  bPage.on("console", (m) => m.type() === "error" && bErrors.push(m.text()));
  await signUpVerified(bPage, uniqueEmail("bob"), "Bob Live");
  const bId = (await (await bPage.request.get("/api/v1/me")).json()).viewer.user.id as string;
  const aId = (await (await page.request.get("/api/v1/me")).json()).viewer.user.id as string;

  // B has Messages open with nothing selected.
  await bPage.goto("/messages");
  await expect(bPage.getByText("No conversations yet")).toBeVisible();
  await expect(bPage.getByText("Live")).toBeVisible();

  // A opens a chat with B (New Message) and sends.
  await page.goto(`/messages?with=${bId}`);
  await page.getByRole("button", { name: "New Message" }).click();
  await page.getByRole("dialog").getByRole("searchbox").fill("Bob Live");
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /Bob Live/ })
    .click();
  const composer = page.getByRole("textbox", { name: "Message to Bob Live" });
  await composer.fill("Hello Bob, it's Alice from Kashmir house!");
  await composer.press("Enter");
  await expect(page.getByTestId("chat-messages")).toContainText("Hello Bob, it's Alice");
  await expect(page.getByTestId("sent-receipt")).toBeVisible();
  await expect(page.getByText("41/1000")).toHaveCount(0);

  // B: no reload, the conversation appears with an unread badge and the total in the heading.
  const conversation = bPage.getByTestId(`conversation-${aId}`);
  await expect(conversation).toBeVisible();
  await expect(conversation.getByTestId("unread-badge")).toHaveText(/1/);
  await expect(bPage.getByTestId("unread-total")).toHaveText(/1/);

  // B opens it: the message is there; A's receipt turns to Read without a reload.
  await conversation.click();
  await expect(bPage.getByTestId("chat-messages")).toContainText("Hello Bob, it's Alice");
  await expect(bPage.getByTestId("unread-total")).toHaveCount(0);
  await expect(page.getByTestId("read-receipt")).toBeVisible();

  // With the conversation open on B, A's next message arrives live in it (and is read at once).
  await composer.fill("Are you coming to the reunion?");
  await composer.press("Enter");
  await expect(bPage.getByTestId("chat-messages")).toContainText("Are you coming to the reunion?");
  await expect(page.getByTestId("read-receipt")).toBeVisible();

  // B replies with Shift+Enter for a new line; A gets it live.
  const bComposer = bPage.getByRole("textbox", { name: "Message to Alice Live" });
  await bComposer.fill("Yes!");
  await bComposer.press("Shift+Enter");
  await bComposer.pressSequentially("See you there.");
  await expect(bComposer).toHaveValue("Yes!\nSee you there.");
  await bComposer.press("Enter");
  await expect(page.getByTestId("chat-messages")).toContainText("See you there.");

  await expectNoSeriousA11yViolations(bPage);
  expect(bErrors).toEqual([]);
  await bContext.close();
});

test("the chat composer counts characters and refuses more than 1000", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("counter"), "Counter Person");
  await page.goto("/messages");
  await page.getByRole("button", { name: "New Message" }).click();
  await page.getByRole("dialog").getByRole("listitem").first().getByRole("button").click();
  const composer = page.getByRole("textbox", { name: /Message to/ });
  await composer.fill("x".repeat(1001));
  await expect(page.getByText("1001/1000")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
  await composer.fill("   ");
  await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
  await expect(page.getByText("Select a conversation")).toHaveCount(0);
});

test("Messages shows its error state when the inbox cannot load", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("err"), "Error Person");
  await failReads(page, "**/api/v1/messages/conversations");
  await page.goto("/messages");
  await expectAfterRetries(page, page.getByText("Error loading messages"));
  await expect(page.getByText("Select a conversation")).toBeVisible();
});

test("a long conversation opens on its newest messages and 'Load earlier messages' brings the rest", async ({
  page,
  browser,
}) => {
  await signUpVerified(page, uniqueEmail("reader"), "Rhea Reader");
  const aContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const aPage = await aContext.newPage();
  await signUpVerified(aPage, uniqueEmail("writer"), "Will Writer");
  const me = (await (await page.request.get("/api/v1/me")).json()).viewer.user.id as string;
  const willId = (await (await aPage.request.get("/api/v1/me")).json()).viewer.user.id as string;
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  for (let i = 1; i <= 5; i++) {
    const res = await aPage.request.post("/api/v1/messages", {
      data: { recipient_id: me, content: `Note number ${i}` },
      headers: { origin },
    });
    expect(res.status()).toBe(201);
  }
  await aContext.close();

  // Pages of 3 instead of 50, so that five messages make two pages.
  await page.route("**/api/v1/messages/conversations/*", (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("limit", "3");
    return route.continue({ url: url.toString() });
  });
  await page.goto("/messages");
  await page.getByTestId(`conversation-${willId}`).click();
  const chat = page.getByTestId("chat-messages");
  await expect(chat).toContainText("Note number 5");
  await expect(chat).toContainText("Note number 3");
  await expect(chat).not.toContainText("Note number 2");
  await page.getByRole("button", { name: "Load earlier messages" }).click();
  await expect(chat).toContainText("Note number 1");
  await expect(chat.getByRole("listitem").filter({ hasText: /Note number/ })).toHaveText([
    /Note number 1/,
    /Note number 2/,
    /Note number 3/,
    /Note number 4/,
    /Note number 5/,
  ]);
  await expect(page.getByRole("button", { name: "Load earlier messages" })).toHaveCount(0);
  await expect(page.getByTestId("unread-total")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("searching conversations asks the server and says when nothing matched", async ({ page }) => {
  await signUpVerified(page, uniqueEmail("searcher"), "Sam Searcher");
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const { recipients } = (await (await page.request.get("/api/v1/messages/recipients")).json()) as {
    recipients: Array<{ user_id: string; display_name: string }>;
  };
  const first = recipients[0];
  const second = recipients.find((r) => !r.display_name.includes(first.display_name));
  if (!second) throw new Error("the test needs two members to write to");
  for (const r of [first, second]) {
    const res = await page.request.post("/api/v1/messages", {
      data: { recipient_id: r.user_id, content: "Hello from the search test" },
      headers: { origin },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto("/messages");
  await expect(page.getByTestId(`conversation-${second.user_id}`)).toBeVisible();

  const asked = page.waitForRequest(
    (r) => new URL(r.url()).searchParams.get("search") === first.display_name,
  );
  await page.getByRole("searchbox", { name: "Search conversations" }).fill(first.display_name);
  await asked;
  await expect(page.getByTestId(`conversation-${second.user_id}`)).toHaveCount(0);
  await expect(page.getByTestId(`conversation-${first.user_id}`)).toBeVisible();

  await page.getByRole("searchbox", { name: "Search conversations" }).fill("nobody-by-this-name");
  await expect(page.getByText("No conversations found")).toBeVisible();
  await expect(page.getByText("No conversations yet")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("searchbox", { name: "Search conversations" }).fill("");
  await expect(page.getByTestId(`conversation-${second.user_id}`)).toBeVisible();
  await expect(page.getByTestId(`conversation-${first.user_id}`)).toBeVisible();
});
