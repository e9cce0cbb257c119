import { isTimeZone } from "@contract/time-zones";

/** The browser's IANA zone, or null when it reports none the platform accepts. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : null;
}
