import type { EventDto } from "@contract/dto";
import { formatDateInZone, formatTimeInZone, sameWallClock, zoneShortName } from "@contract/time-zones";

type Timed = Pick<EventDto, "start_date" | "end_date" | "time_zone">;

/**
 * Event times are stated in the event's own zone (issue 11, item 7), on the server's render and
 * in the browser alike, so the hydrated page says what the served HTML said.
 */
export const eventDate = (e: Pick<EventDto, "start_date" | "time_zone">) =>
  formatDateInZone(e.start_date, e.time_zone);

/** 'h:mm a' with the zone, or 'h:mm a – h:mm a zone' when the event ends the same day. */
export function eventTime(e: Timed, zone: string = e.time_zone): string {
  const startText = formatTimeInZone(e.start_date, zone);
  const name = zoneShortName(e.start_date, zone);
  if (!e.end_date) return `${startText} ${name}`;
  const sameDay = formatDateInZone(e.start_date, zone) === formatDateInZone(e.end_date, zone);
  return sameDay
    ? `${startText} – ${formatTimeInZone(e.end_date, zone)} ${name}`
    : `${startText} – ${formatDateInZone(e.end_date, zone)}, ${formatTimeInZone(e.end_date, zone)} ${zoneShortName(e.end_date, zone)}`;
}

/** The reader's own date and time of the event, when their zone shows another wall-clock time. */
export function eventTimeForReader(e: Timed, readerZone: string): string | null {
  if (sameWallClock(e.start_date, e.time_zone, readerZone)) return null;
  return `${formatDateInZone(e.start_date, readerZone)}, ${eventTime(e, readerZone)}`;
}

/** One instant of the event in its zone: "December 1, 2026 at 5:30 PM GMT+5:30". */
export const eventMoment = (iso: string, zone: string) =>
  `${formatDateInZone(iso, zone)} at ${formatTimeInZone(iso, zone)} ${zoneShortName(iso, zone)}`;

export const eventPlace = (e: Pick<EventDto, "is_virtual" | "location">) =>
  e.is_virtual ? "Virtual" : (e.location ?? "Location to be announced");
