import { describe, expect, it } from "vitest";
import type { EventDto } from "../../../contract/dto";
import { buildCalendar } from "./ics";

describe("ics escaping", () => {
  it("escapes every line break (CRLF, LF and a lone CR), so no text can start a new property", () => {
    const event = {
      id: "00000000-0000-4000-8000-000000000001",
      title: "Gala\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected",
      description: "line\r\nATTENDEE:mailto:x@example.com\nEND:VCALENDAR",
      category: "Social",
      location: "Hall",
      is_virtual: false,
      start_date: "2030-01-01T18:00:00.000Z",
      end_date: null,
    } as unknown as EventDto;
    const ics = buildCalendar([event], {
      host: "example.com",
      siteName: "Portal",
      eventUrl: "https://x/events",
    });
    // The only line breaks are the CRLF line ends (and folds, CRLF + space).
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics.split("\r\n").filter((l) => l.startsWith("BEGIN:VEVENT"))).toHaveLength(1);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:Gala\\nEND:VEVENT\\nBEGIN:VEVENT\\nSUMMARY:Injected");
    expect(unfolded).toContain("DESCRIPTION:line\\nATTENDEE:mailto:x@example.com\\nEND:VCALENDAR");
  });
});

describe("ics time zones (issue 11, item 7)", () => {
  const base = {
    title: "Reunion",
    description: null,
    category: "Reunion",
    location: "Main Hall",
    is_virtual: false,
    end_date: null,
  };
  const opts = { host: "example.com", siteName: "Portal", eventUrl: "https://x/events" };

  it("states the times in the event's zone with that zone's VTIMEZONE; UTC events in UTC", () => {
    const ics = buildCalendar(
      [
        // 12:00 UTC is 17:30 in Kolkata (UTC+5:30, no summer time)…
        { ...base, id: "a", start_date: "2026-12-01T12:00:00.000Z", time_zone: "Asia/Kolkata" },
        // …and 08:00 in New York in July (EDT, UTC-4), 07:00 in December (EST, UTC-5).
        { ...base, id: "b", start_date: "2026-07-01T12:00:00.000Z", time_zone: "America/New_York" },
        { ...base, id: "c", start_date: "2026-12-01T12:00:00.000Z", time_zone: "America/New_York" },
        { ...base, id: "d", start_date: "2026-12-01T12:00:00.000Z", time_zone: "UTC" },
      ] as unknown as EventDto[],
      opts,
    );
    const lines = ics.split("\r\n");
    expect(lines).toContain("DTSTART;TZID=Asia/Kolkata:20261201T173000");
    expect(lines).toContain("DTEND;TZID=Asia/Kolkata:20261201T193000");
    expect(lines).toContain("DTSTART;TZID=America/New_York:20260701T080000");
    expect(lines).toContain("DTSTART;TZID=America/New_York:20261201T070000");
    expect(lines).toContain("DTSTART:20261201T120000Z");
    // One VTIMEZONE per zone used, before the events, with the zone's rules.
    expect(lines.filter((l) => l === "BEGIN:VTIMEZONE")).toHaveLength(2);
    expect(lines).toContain("TZID:Asia/Kolkata");
    expect(lines).toContain("TZID:America/New_York");
    expect(lines.indexOf("END:VTIMEZONE")).toBeLessThan(lines.indexOf("BEGIN:VEVENT"));
    const kolkata = lines.slice(lines.indexOf("TZID:Asia/Kolkata"));
    expect(kolkata.slice(0, kolkata.indexOf("END:VTIMEZONE"))).toContain("TZOFFSETTO:+0530");
    const newYork = lines.slice(lines.indexOf("TZID:America/New_York"));
    expect(newYork.slice(0, newYork.indexOf("END:VTIMEZONE"))).toEqual(
      expect.arrayContaining(["TZOFFSETTO:-0400", "TZOFFSETTO:-0500"]),
    );
  });

  it("names an alias zone by the TZID of the VTIMEZONE it comes with", () => {
    const ics = buildCalendar(
      [
        { ...base, id: "a", start_date: "2026-12-01T12:00:00.000Z", time_zone: "Asia/Calcutta" },
      ] as unknown as EventDto[],
      opts,
    );
    const tzid = ics.match(/^TZID:(.+)$/m)?.[1];
    expect(ics).toContain(`DTSTART;TZID=${tzid}:20261201T173000`);
  });
});
