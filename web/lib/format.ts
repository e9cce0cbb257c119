import { SCHOOL_TIME_ZONE } from "@contract/constants";

/*
 * Spec §9's date and time formats ('MMMM d, yyyy' and 'h:mm a', contract/constants.ts
 * DATE_FORMAT and TIME_FORMAT) written with the browser's own Intl in US English: the public
 * pages do not load date-fns (issue 12's JavaScript budget). format.test.ts holds them to
 * date-fns' output for those patterns. In the school's time zone, not the reader's: these
 * dates (a news article's, a competition's) are rendered on the server and then hydrated, and
 * the server's zone and the browser's differ, so a local date would change under the reader
 * near midnight (React's hydration error #418, seen for a reader in Chicago at 00:50 UTC).
 */
const DATE = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: SCHOOL_TIME_ZONE,
});
const TIME = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: SCHOOL_TIME_ZONE,
});

/** 'MMMM d, yyyy' of a valid date. */
export const dateText = (d: Date) => DATE.format(d);
/** 'h:mm a' of a valid date (ICU puts a narrow no-break space before AM/PM; the spec a space). */
export const timeText = (d: Date) => TIME.format(d).replace(/\s/gu, " ");

/** Spec §9 date format 'MMMM d, yyyy'; `fallback` when there is no (valid) date. */
export function formatDate(iso: string | null | undefined, fallback = ""): string {
  if (!iso) return fallback;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? fallback : dateText(d);
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

export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}
