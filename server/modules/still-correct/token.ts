import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The yearly mail's one-click link (decision 125): `{user id}.{last valid day}.{HMAC}` signed
 * with the server's AUTH_SECRET, so it needs no sign-in, nothing is stored, and nobody can make
 * another member's link. It lasts LINK_VALID_DAYS: a link found in an old mailbox years later
 * must not confirm details nobody looked at.
 */
const PURPOSE = "still-correct";
export const LINK_VALID_DAYS = 60;
const DAY_MS = 86_400_000;

const signature = (secret: string, userId: string, lastDay: number) =>
  createHmac("sha256", secret).update(`${PURPOSE}:${userId}:${lastDay}`, "utf8").digest();

export function stillCorrectToken(secret: string, userId: string, now = new Date()): string {
  const lastDay = Math.floor(now.getTime() / DAY_MS) + LINK_VALID_DAYS;
  return `${userId}.${lastDay}.${signature(secret, userId, lastDay).toString("hex")}`;
}

export type TokenCheck = { ok: true; userId: string } | { ok: false; reason: "bad" | "expired" };

/** The member a token names; "bad" when this server did not make it, "expired" when too old. */
export function checkStillCorrectToken(secret: string, token: string, now = new Date()): TokenCheck {
  const parts = token.split(".");
  if (parts.length < 3) return { ok: false, reason: "bad" };
  const hex = parts.pop() as string;
  const day = parts.pop() as string;
  const userId = parts.join(".");
  if (!userId || !/^\d{1,9}$/.test(day) || !/^[0-9a-f]{64}$/.test(hex)) return { ok: false, reason: "bad" };
  const lastDay = Number(day);
  const given = Buffer.from(hex, "hex");
  const expected = signature(secret, userId, lastDay);
  if (!timingSafeEqual(given, expected)) return { ok: false, reason: "bad" };
  if (Math.floor(now.getTime() / DAY_MS) > lastDay) return { ok: false, reason: "expired" };
  return { ok: true, userId };
}
