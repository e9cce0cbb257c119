import { clockAt, dateAt } from "./wall-clock";

export { clockAt, dateAt };

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
