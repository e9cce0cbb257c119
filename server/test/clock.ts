/**
 * Wall-clock text of an instant at a fixed offset from UTC, computed by hand (not with Intl),
 * so a test of the app's zone formatting does not check Intl against itself.
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

/**
 * "December 1, 2026, 7:00 AM EST" or the EDT one: New York's wall-clock text of an instant,
 * either offset (the test need not know which side of a DST change the instant falls on).
 */
export function newYorkMoments(instant: Date): string[] {
  return [
    [-300, "EST"],
    [-240, "EDT"],
  ].map(
    ([offset, name]) => `${dateAt(instant, offset as number)}, ${clockAt(instant, offset as number)} ${name}`,
  );
}

/** "December 1, 2026, 5:30 PM GMT+5:30": Kolkata is UTC+5:30 all year. */
export const kolkataMoment = (instant: Date) => `${dateAt(instant, 330)}, ${clockAt(instant, 330)} GMT+5:30`;
