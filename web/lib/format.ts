import { SCHOOL_UTC_OFFSET_MINUTES } from "@contract/constants";
import { clockAt, dateAt } from "@contract/wall-clock";

/*
 * Spec §9's date and time formats ('MMMM d, yyyy' and 'h:mm a', contract/constants.ts
 * DATE_FORMAT and TIME_FORMAT) in US English, without date-fns (issue 12's JavaScript budget)
 * and without Intl: making an Intl.DateTimeFormat for a zone loads the zone's data, measured at
 * ~30 ms (120 ms on Lighthouse's 4x-throttled phone) inside hydration, a blocking task.
 * format.test.ts holds the output to date-fns' and Intl's. In the school's time zone, not the
 * reader's: these dates (a news article's, a competition's) are rendered on the server and
 * then hydrated, and the server's zone and the browser's differ, so a local date would change
 * under the reader near midnight (React's hydration error #418). The school's zone has a fixed
 * offset (SCHOOL_UTC_OFFSET_MINUTES), so its wall clock is the instant shifted by it
 * (contract/wall-clock.ts).
 */

/** 'MMMM d, yyyy' of a valid date. */
export const dateText = (d: Date) => dateAt(d, SCHOOL_UTC_OFFSET_MINUTES);

/** 'h:mm a' of a valid date. */
export const timeText = (d: Date) => clockAt(d, SCHOOL_UTC_OFFSET_MINUTES);

/** A date without a time ("2027-01-15", a job's closing day): a calendar day, in no zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spec §9 date format 'MMMM d, yyyy'; `fallback` when there is no (valid) date. A calendar day
 * is written as it is (read at UTC midnight and not shifted: in a zone behind UTC that instant
 * is the day before); an instant is written as the school's wall clock dates it.
 */
export function formatDate(iso: string | null | undefined, fallback = ""): string {
  if (!iso) return fallback;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return fallback;
  return CALENDAR_DAY.test(iso) ? dateAt(d, 0) : dateText(d);
}

/** Spec §9 time format 'h:mm a'. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : timeText(d);
}

/** Two-digit graduation year of the alumni card: 1998 → "'98". */
export function twoDigitYear(year: number | null | undefined): string | null {
  return typeof year === "number" ? `'${String(year % 100).padStart(2, "0")}` : null;
}

/**
 * A count with en-US thousands separators (12,345). Whole numbers are grouped here: the first
 * `toLocaleString` of a page loads ICU's number data, measured at ~70 ms (275 ms on
 * Lighthouse's throttled phone) inside the home page's hydration. Anything else goes to Intl.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return n < 0 ? `-${digits}` : digits;
}
