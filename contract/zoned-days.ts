import { TZDate } from "@date-fns/tz";

/*
 * Calendar days in a named zone (the school's, decision 128): a day there begins at its own
 * midnight, which is not UTC's, and a day across a summer-time change is 23 or 25 hours long.
 * Kept apart from ./time-zones.ts, which the public pages load (no date library there).
 */

/** The calendar day (yyyy-mm-dd) the zone's calendar shows at that instant. */
export function dayInZone(instant: Date, zone: string): string {
  // A TZDate's getters read the wall clock in its zone.
  const there = new TZDate(instant.getTime(), zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${there.getFullYear()}-${pad(there.getMonth() + 1)}-${pad(there.getDate())}`;
}

/** The instant the day `plusDays` after `day` (yyyy-mm-dd) begins in the zone: its midnight there. */
export function midnightInZone(day: string, zone: string, plusDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(new TZDate(year, month - 1, date + plusDays, zone).getTime());
}
