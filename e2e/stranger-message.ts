import type { Browser, Page } from "@playwright/test";
import { expect, signUpVerified, test, uniqueEmail } from "./fixtures";

/**
 * A stranger signs up in a browser of their own and writes to the member signed in on `page`
 * (issue 28's report specs): their page (still signed in), its context (close it when done) and
 * their account's id.
 */
export async function messageFromStranger(
  page: Page,
  browser: Browser,
  stranger: { emailTag: string; name: string },
  content: string,
) {
  const baseURL = test.info().project.use.baseURL as string;
  const context = await browser.newContext({ baseURL });
  const sender = await context.newPage();
  await signUpVerified(sender, uniqueEmail(stranger.emailTag), stranger.name);
  const me = (await (await page.request.get("/api/v1/me")).json()).viewer.user.id as string;
  const sent = await sender.request.post("/api/v1/messages", {
    headers: { origin: baseURL },
    data: { recipient_id: me, content },
  });
  expect(sent.status()).toBe(201);
  return { sender, context, senderId: (await sent.json()).sender_id as string };
}
