import { tzlib_get_ical_block, tzlib_get_timezones } from "timezones-ical-library";
import type { EventDto } from "../../../contract/dto";

/**
 * iCalendar (RFC 5545) for one event or a feed: CRLF line ends, lines folded at 75 octets,
 * TEXT values escaped. Times are stated in the event's zone (`DTSTART;TZID=Asia/Kolkata:…`)
 * with that zone's VTIMEZONE (from timezones-ical-library, the IANA database as iCalendar), so a
 * calendar shows them in its reader's zone and keeps the event's; an event in UTC, or in a zone
 * the library does not know, in UTC. An event without an end lasts two hours (decisions 021, 078).
 */
const DEFAULT_DURATION_MS = 2 * 60 * 60 * 1000;

const stamp = (iso: string | Date) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line to at most 75 octets per physical line (continuations start with a space). */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, "utf8");
    if (size + n > limit) {
      parts.push(current);
      current = "";
      size = 0;
      limit = 74; // the leading space counts
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

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

/** The wall-clock time of an instant in a zone, as an iCalendar local DATE-TIME (yyyymmddThhmmss). */
function wallClock(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}${get("month")}${get("day")}T${get("hour")}${get("minute")}${get("second")}`;
}

export function buildCalendar(
  list: EventDto[],
  opts: { host: string; siteName: string; eventUrl: string; now?: Date; name?: string },
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(opts.siteName)}//Events//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(opts.name ? [`X-WR-CALNAME:${escapeText(opts.name)}`] : []),
  ];
  const dtstamp = stamp(opts.now ?? new Date());
  const zones = new Map<string, string>();
  const eventLines: string[] = [];
  for (const e of list) {
    const end = e.end_date ?? new Date(new Date(e.start_date).getTime() + DEFAULT_DURATION_MS).toISOString();
    const location = e.is_virtual ? (e.location ? `Virtual: ${e.location}` : "Virtual") : (e.location ?? "");
    const zone = vtimezone(e.time_zone);
    if (zone) zones.set(zone.tzid, zone.block);
    const time = (name: string, iso: string) =>
      zone ? `${name};TZID=${zone.tzid}:${wallClock(iso, e.time_zone)}` : `${name}:${stamp(iso)}`;
    eventLines.push(
      "BEGIN:VEVENT",
      `UID:event-${e.id}@${opts.host}`,
      `DTSTAMP:${dtstamp}`,
      time("DTSTART", e.start_date),
      time("DTEND", end),
      `SUMMARY:${escapeText(e.title)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      ...(location ? [`LOCATION:${escapeText(location)}`] : []),
      `CATEGORIES:${escapeText(e.category)}`,
      `URL:${opts.eventUrl}`,
      "STATUS:CONFIRMED",
      "END:VEVENT",
    );
  }
  for (const block of zones.values()) lines.push(...block.split(/\r\n/));
  lines.push(...eventLines, "END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
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
