import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../contract/notifications";
import { SERVERS } from "../playwright.config";
import { expect, latestMailLink } from "./fixtures";

/** Who the app server's outbox (.eml files) mailed this subject to. */
export function mailedTo(subject: string): string[] {
  const outbox = path.join(SERVERS.app.dataDir, "outbox");
  return readdirSync(outbox)
    .map((f) => readFileSync(path.join(outbox, f), "utf8"))
    .filter((raw) => raw.includes(`Subject: ${subject}`))
    .map((raw) => raw.match(/^To: (\S+)/m)?.[1] ?? "");
}

/**
 * A member signed up through the API, verified, with News 'Immediately' (so the newsletter
 * reaches them), on a page of their own context (axe scans pages only while every open page has
 * one). `origin`: the app's, which cookie writes are checked against.
 */
export async function signUpNewsReader(
  browser: Browser,
  origin: string,
  profile: { email: string; displayName: string; house: string; graduationYear?: number },
): Promise<Page> {
  const member = await (await browser.newContext()).newPage();
  const signUp = await member.request.post("/api/v1/auth/sign-up", {
    data: { password: "Secret123", confirmPassword: "Secret123", ...profile },
  });
  expect(signUp.status()).toBe(201);
  await member.goto(await latestMailLink(profile.email));
  const prefs = await member.request.put("/api/v1/me/notifications", {
    data: { ...DEFAULT_NOTIFICATION_PREFERENCES, news: "immediately" },
    headers: { Origin: origin },
  });
  expect(prefs.status()).toBe(200);
  return member;
}
