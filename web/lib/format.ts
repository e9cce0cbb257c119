import { formatDateInZone, formatTimeInZone } from "@contract/time-zones";

/*
 * Spec §9's date and time formats ('MMMM d, yyyy' and 'h:mm a', contract/constants.ts
 * DATE_FORMAT and TIME_FORMAT) in US English, with Intl (no date-fns: issue 12's JavaScript
 * budget). In the school's time zone (the office's setting, issue 29: `useSchoolTimeZone`), not
 * the reader's: these dates (a news article's, a competition's) are rendered on the server and
 * then hydrated, and the server's zone and the browser's differ, so a local date would change
 * under the reader near midnight (React's hydration error #418). The zone comes with the page's
 * handed-over query state (the public settings), so both renders use the same one. One
 * formatter per zone is made and kept (contract/time-zones.ts).
 */

/** A date without a time ("2027-01-15", a job's closing day): a calendar day, in no zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spec §9 date format 'MMMM d, yyyy'; `fallback` when there is no (valid) date. A calendar day
 * is written as it is (read at UTC midnight and written in UTC: in a zone behind UTC that
 * instant is the day before); an instant is written as the school's calendar dates it.
 */
export function formatDate(iso: string | null | undefined, zone: string, fallback = ""): string {
  if (!iso) return fallback;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return fallback;
  return formatDateInZone(d, CALENDAR_DAY.test(iso) ? "UTC" : zone);
}

/** Spec §9 time format 'h:mm a', in `zone`. */
export function formatTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : formatTimeInZone(d, zone);
}

/** "December 1, 2026 at 5:30 PM": a moment in `zone` (the office's lists); "" when there is none. */
export function formatDateTime(iso: string | null | undefined, zone: string): string {
  const time = formatTime(iso, zone);
  return time ? `${formatDate(iso, zone)} at ${time}` : "";
}

/** Two-digit graduation year of the alumni card: 1998 → "'98". */
export function twoDigitYear(year: number | null | undefined): string | null {
  return typeof year === "number" ? `'${String(year % 100).padStart(2, "0")}` : null;
}
