import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The session token in Better Auth's signed session cookie, or null when the cookie is absent
 * or its signature is not ours. Better Auth signs the cookie as better-call does:
 * `encodeURIComponent(token + "." + base64(HMAC-SHA256(secret, token)))`. Reading it here lets
 * the viewer be resolved with one query of our own (server/auth/viewer.ts) instead of Better
 * Auth's session and user reads plus a roles read.
 */
export function signedSessionToken(cookieHeader: string | undefined, cookieName: string, secret: string) {
  const raw = cookieValue(cookieHeader, cookieName);
  if (!raw) return null;
  const dot = raw.lastIndexOf(".");
  if (dot < 1) return null;
  const token = raw.slice(0, dot);
  const signature = Buffer.from(raw.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** One cookie's value from a Cookie header (RFC 6265: `name=value; name2=value2`), URL-decoded. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return null; // a malformed escape: not a cookie we set
    }
  }
  return null;
}
