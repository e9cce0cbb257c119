/**
 * Wall-clock text of an instant at a fixed offset from UTC, written out by hand (not with Intl):
 * the tests' expected texts (server/test/clock.ts, web/lib/format.test.ts). The app formats
 * with Intl in a named zone, and a test must not check Intl against itself; only tests state an
 * offset.
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const shift = (instant: Date, offsetMinutes: number) => new Date(instant.getTime() + offsetMinutes * 60_000);

/** "5:30 PM". */
export function clockAt(instant: Date, offsetMinutes: number): string {
  const shifted = shift(instant, offsetMinutes);
  const h = shifted.getUTCHours();
  return `${h % 12 || 12}:${String(shifted.getUTCMinutes()).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** "December 1, 2026". */
export function dateAt(instant: Date, offsetMinutes: number): string {
  const shifted = shift(instant, offsetMinutes);
  return `${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCDate()}, ${shifted.getUTCFullYear()}`;
}
