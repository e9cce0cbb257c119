import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../contract/notifications";
import { SERVERS } from "../playwright.config";
import { expect, latestMailLink, uniqueEmail } from "./fixtures";

/** Who the app server's outbox (.eml files) mailed this subject to. */
export function mailedTo(subject: string): string[] {
  const outbox = path.join(SERVERS.app.dataDir, "outbox");
  return readdirSync(outbox)
    .map((f) => readFileSync(path.join(outbox, f), "utf8"))
    .filter((raw) => raw.includes(`Subject: ${subject}`))
    .map((raw) => raw.match(/^To: (\S+)/m)?.[1] ?? "");
}

/**
 * The office's Admin, Newsletter screen at 390 px, the width the newsletter specs check it at;
 * returns the app's origin, which cookie writes are checked against.
 */
export async function openNewsletterAdmin(office: Page): Promise<string> {
  await office.setViewportSize({ width: 390, height: 900 });
  await office.goto("/admin/newsletter");
  return new URL(office.url()).origin;
}

/**
 * A member signed up through the API with a fresh address, verified, with News 'Immediately'
 * (so the newsletter reaches them), on a 390 px page of their own context (axe scans pages only
 * while every open page has one). `origin`: the app's (`openNewsletterAdmin`).
 */
export async function signUpNewsReader(
  browser: Browser,
  origin: string,
  profile: { displayName: string; house: string; graduationYear?: number },
): Promise<{ member: Page; email: string }> {
  const email = uniqueEmail(profile.displayName.toLowerCase().replace(/\W+/g, "-"));
  const member = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
  const signUp = await member.request.post("/api/v1/auth/sign-up", {
    data: { password: "Secret123", confirmPassword: "Secret123", email, ...profile },
  });
  expect(signUp.status()).toBe(201);
  await member.goto(await latestMailLink(email));
  const prefs = await member.request.put("/api/v1/me/notifications", {
    data: { ...DEFAULT_NOTIFICATION_PREFERENCES, news: "immediately" },
    headers: { Origin: origin },
  });
  expect(prefs.status()).toBe(200);
  return { member, email };
}
