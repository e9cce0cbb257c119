import { z } from "zod";

/**
 * The rule for a web address a member gives (LinkedIn, personal website), shared by sign-up,
 * My Profile and the office's Alumni forms so the API and every form agree. People type
 * "linkedin.com/in/priya" without the scheme: such an address gets https:// (issue 21 item 8).
 * What is kept must be an http(s) address with a dotted host, since it is rendered as a link.
 */

// A scheme has no dots: in "www.example.org:8080/x" the part before the colon is a host.
const SCHEME = /^[a-z][a-z0-9+-]*:/i;

/** The address with https:// in front when it has no scheme ("//host/…" gets "https:"). */
export function withWebScheme(value: string): string {
  const v = value.trim();
  if (v.startsWith("//")) return `https:${v}`;
  return SCHEME.test(v) ? v : `https://${v}`;
}

/** An http(s) address whose host has a dot (not "https://priya", not "javascript:…"). */
export function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
}

/** A non-blank web address, answered with its scheme; refused with `message` when it is not one. */
export const webAddressSchema = (message: string) =>
  z.string().transform(withWebScheme).pipe(z.string().max(500, message).refine(isWebAddress, message));
