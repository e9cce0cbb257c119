import { TZDate } from "@date-fns/tz";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { tzlib_get_ical_block, tzlib_get_timezones } from "timezones-ical-library";
import type { EventDto } from "../../../contract/dto";

/**
 * iCalendar (RFC 5545) for one event or a feed, written by ical-generator (line ends, folding at
 * 75 octets and TEXT escaping are its job; decision 116). Times are stated in the event's zone
 * (`DTSTART;TZID=Europe/London:…`) with that zone's VTIMEZONE (from timezones-ical-library, the
 * IANA database as iCalendar), so a calendar shows them in its reader's zone and keeps the
 * event's; an event in UTC, or in a zone the library does not know, in UTC. An event without an
 * end lasts two hours (decisions 021, 078).
 */
const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

const listed = tzlib_get_timezones();
const KNOWN_ZONES = new Set(Array.isArray(listed) ? listed : []);

/** The zone's VTIMEZONE block and the TZID it uses (an alias resolves to its canonical name). */
function vtimezone(zone: string): { block: string; tzid: string } | null {
  if (zone === "UTC" || zone === "Etc/UTC" || !KNOWN_ZONES.has(zone)) return null;
  const found = tzlib_get_ical_block(zone);
  if (!Array.isArray(found)) return null;
  const [block, param] = found;
  const tzid = param?.replace(/^TZID=/, "");
  return block && tzid ? { block, tzid } : null;
}

export function buildCalendar(
  list: EventDto[],
  opts: { host: string; siteName: string; eventUrl: string; now?: Date; name?: string },
): string {
  const blocks = new Map<string, string>();
  const calendar = ical({
    prodId: `//${opts.siteName}//Events//EN`,
    scale: "GREGORIAN",
    method: ICalCalendarMethod.PUBLISH,
    name: opts.name ?? null,
    // No zone of the calendar's own: only the events' zones, each with its VTIMEZONE.
    timezone: { name: null, generator: (tzid) => blocks.get(tzid) ?? null },
  });
  const stamp = opts.now ?? new Date();
  for (const e of list) {
    const end = e.end_date ?? new Date(new Date(e.start_date).getTime() + DEFAULT_DURATION_MS).toISOString();
    const location = e.is_virtual ? (e.location ? `Virtual: ${e.location}` : "Virtual") : e.location;
    const zone = vtimezone(e.time_zone);
    if (zone) blocks.set(zone.tzid, zone.block);
    // A TZDate reads its wall-clock fields in its zone, which ical-generator writes after TZID.
    const at = (iso: string) => (zone ? new TZDate(iso, e.time_zone) : new Date(iso));
    calendar.createEvent({
      id: `event-${e.id}@${opts.host}`,
      stamp,
      start: at(e.start_date),
      end: at(end),
      timezone: zone?.tzid ?? null,
      summary: e.title,
      description: e.description,
      location: location || null,
      categories: [{ name: e.category }],
      url: opts.eventUrl,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator omits that one.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/** A safe file name for the download: "alumni-meetup.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "event"}.ics`;
}
