/**
 * Time zones (issue 11, item 7): an event's times are wall-clock times in its own zone (an IANA
 * name such as "Europe/London"); a member may keep theirs for reminders. Decision 078; the school's
 * own is an office setting (SETTINGS_DEFAULTS.timeZone, decision 122). No zod
 * here: the events page formats with this file and must not load zod (the JS budget); the
 * schema is `contract/time-zone-schema.ts`, and the forms' texts `contract/time-zone-text.ts`
 * (kept out of the events page's scripts too).
 */

/** The event card's label of a time in the reader's zone (the other texts: time-zone-text.ts). */
export const YOUR_TIME_LABEL = "Your time";

/**
 * An IANA zone name the platform knows: "UTC" or Area/Location (no offsets such as "+01:00",
 * which PostgreSQL and ECMAScript read with opposite signs), accepted by Intl — which is what
 * `Intl.supportedValuesOf('timeZone')` lists, plus the aliases it resolves (Europe/Kiev ↔
 * Europe/Kyiv differ between ICU versions, so both are accepted).
 */
export function isTimeZone(value: string): boolean {
  if (value !== "UTC" && !/^[A-Za-z][A-Za-z_-]*(?:\/[A-Za-z0-9_+-]+){1,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    // RangeError: not a zone this runtime knows — the answer is simply "no".
    return false;
  }
}

/** The zones to offer in a select: the runtime's list, with `extra` (the current value) kept. */
export function timeZoneOptions(...extra: Array<string | null | undefined>): string[] {
  const list = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const all = new Set([...list, "UTC"]);
  for (const zone of extra) if (zone && isTimeZone(zone)) all.add(zone);
  return [...all].sort((a, b) => a.localeCompare(b));
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { ...options, timeZone: zone });
    formatters.set(key, f);
  }
  return f;
}

/** Spec §9 'MMMM d, yyyy' in the given zone: "December 1, 2026". */
export const formatDateInZone = (iso: string | Date, zone: string) =>
  formatter(zone, { month: "long", day: "numeric", year: "numeric" }).format(new Date(iso));

/** Spec §9 'h:mm a' in the given zone: "5:30 PM". */
export const formatTimeInZone = (iso: string | Date, zone: string) =>
  formatter(zone, { hour: "numeric", minute: "2-digit", hour12: true }).format(new Date(iso));

/** The year and month (1–12) the zone's calendar shows at that instant. */
export function yearMonthInZone(iso: string | Date, zone: string): { year: number; month: number } {
  const parts = formatter(zone, { year: "numeric", month: "numeric" }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month") };
}

/** The zone's short name at that instant: "GMT+5:30", "EST", "UTC". */
export function zoneShortName(iso: string | Date, zone: string): string {
  const part = formatter(zone, { timeZoneName: "short" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}

/** "Tuesday, December 1, 2026 at 5:30 PM GMT (Europe/London)": a mail's full statement. */
export function formatFullInZone(iso: string | Date, zone: string): string {
  const weekday = formatter(zone, { weekday: "long" }).format(new Date(iso));
  return `${weekday}, ${formatDateInZone(iso, zone)} at ${formatTimeInZone(iso, zone)} ${zoneShortName(iso, zone)} (${zone})`;
}

/** Whether two zones show the same wall-clock time at that instant (an old name and its new one, Europe/Kiev = Europe/Kyiv). */
export function sameWallClock(iso: string | Date, a: string, b: string): boolean {
  const opts: Intl.DateTimeFormatOptions = { dateStyle: "short", timeStyle: "short" };
  return formatter(a, opts).format(new Date(iso)) === formatter(b, opts).format(new Date(iso));
}

/** "December 1, 2026, 5:30 PM GMT+5:30": one instant in a zone, on one line (a subject, a bell item). */
export const formatMomentInZone = (iso: string | Date, zone: string) =>
  `${formatDateInZone(iso, zone)}, ${formatTimeInZone(iso, zone)} ${zoneShortName(iso, zone)}`;

/**
 * The one rule for stating an event's time to a member (issue 11, item 7; decision 078): always
 * in the event's zone, and also in the member's own when they keep one (a valid zone) that shows
 * another wall-clock time at that instant. Returns that zone of the member's, or null.
 */
export function readerZoneFor(
  iso: string | Date,
  eventZone: string,
  readerZone: string | null | undefined,
): string | null {
  return readerZone && isTimeZone(readerZone) && !sameWallClock(iso, eventZone, readerZone)
    ? readerZone
    : null;
}

/** "December 1, 2026, 5:30 PM GMT+5:30 (your time: December 1, 2026, 7:00 AM EST)": the bell, the digest. */
export function formatEventMomentFor(
  iso: string | Date,
  eventZone: string,
  readerZone: string | null | undefined,
): string {
  const theirs = readerZoneFor(iso, eventZone, readerZone);
  const own = formatMomentInZone(iso, eventZone);
  return theirs ? `${own} (your time: ${formatMomentInZone(iso, theirs)})` : own;
}
