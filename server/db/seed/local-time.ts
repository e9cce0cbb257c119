/**
 * Demo data at local hours (issue 21: the demo events ran 10:30 PM to 2:30 AM school time). Plain
 * Intl, as contract/time-zones.ts: @date-fns/tz is the web's (a devDependency), not the server's.
 */

const MINUTE = 60_000;

/** The wall clock of an instant in a zone, as if it were UTC (milliseconds, to the minute). */
function wallClockAsUtc(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  });
  for (const p of format.formatToParts(new Date(instant))) parts[p.type] = Number(p.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
}

/**
 * The instant when the wall clock in `zone` shows `time` ("HH:mm") on the local day that `from`
 * falls in there. Two passes over the zone's offset, so a day on which it changes still lands
 * on the hour asked for (or the next existing one, in a spring-forward gap).
 */
export function atLocalTime(from: Date, time: string, zone: string): Date {
  const [hours, minutes] = time.split(":").map(Number);
  const localDay = new Date(wallClockAsUtc(from.getTime(), zone));
  const wanted = Date.UTC(
    localDay.getUTCFullYear(),
    localDay.getUTCMonth(),
    localDay.getUTCDate(),
    hours,
    minutes,
  );
  let instant = wanted;
  for (let pass = 0; pass < 2; pass++) {
    const offset = wallClockAsUtc(instant, zone) - Math.floor(instant / MINUTE) * MINUTE;
    instant = wanted - offset;
  }
  return new Date(instant);
}
