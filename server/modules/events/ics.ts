import type { EventDto } from "../../../contract/dto";

/**
 * iCalendar (RFC 5545) for one event or a feed: CRLF line ends, lines folded at 75 octets,
 * TEXT values escaped, times in UTC. An event without an end lasts two hours (docs/decisions/021).
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
  for (const e of list) {
    const end = e.end_date ?? new Date(new Date(e.start_date).getTime() + DEFAULT_DURATION_MS).toISOString();
    const location = e.is_virtual ? (e.location ? `Virtual: ${e.location}` : "Virtual") : (e.location ?? "");
    lines.push(
      "BEGIN:VEVENT",
      `UID:event-${e.id}@${opts.host}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART:${stamp(e.start_date)}`,
      `DTEND:${stamp(end)}`,
      `SUMMARY:${escapeText(e.title)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      ...(location ? [`LOCATION:${escapeText(location)}`] : []),
      `CATEGORIES:${escapeText(e.category)}`,
      `URL:${opts.eventUrl}`,
      "STATUS:CONFIRMED",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
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
