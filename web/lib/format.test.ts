import { DATE_FORMAT, TIME_FORMAT } from "@contract/constants";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { clockAt, dateAt } from "../../server/test/wall-clock";
import { formatDate, formatDateTime, formatTime } from "./format";
import { formatCount } from "./format-count";

// The public pages write dates in the school's zone, the office's setting (issue 29). date-fns'
// `format` of a TZDate is the reference for the spec's patterns; the hand-written offsets of
// server/test/wall-clock.ts check the summer and winter times (instants given as UTC).
const instants = [
  "2026-01-01T00:00:00",
  "2026-03-29T00:59:00",
  "2026-03-29T01:00:00",
  "2026-07-04T12:00:00",
  "2026-10-25T00:59:00",
  "2026-10-25T01:00:00",
  "2026-11-23T15:07:00",
  "1999-12-31T23:59:00",
];
const ZONES = ["Asia/Kolkata", "Europe/London", "America/New_York", "UTC"];

describe("spec §9 date and time formats in the school's zone", () => {
  it.each(ZONES)("%s: as date-fns' 'MMMM d, yyyy' and 'h:mm a' of the instant in that zone", (zone) => {
    for (const utc of instants) {
      const d = new Date(`${utc}Z`);
      const there = new TZDate(d.getTime(), zone);
      expect(formatDate(d.toISOString(), zone), utc).toBe(format(there, DATE_FORMAT));
      expect(formatTime(d.toISOString(), zone), utc).toBe(format(there, TIME_FORMAT));
    }
  });

  it("crosses London's summer time: GMT in winter, BST (UTC+1) from March 29 to October 25, 2026", () => {
    const at = (iso: string, offset: number) => [
      formatDate(iso, "Europe/London"),
      formatTime(iso, "Europe/London"),
      dateAt(new Date(iso), offset),
      clockAt(new Date(iso), offset),
    ];
    const same = ([a, b, c, d]: string[]) => expect([a, b]).toEqual([c, d]);
    same(at("2026-01-15T19:00:00Z", 0)); // 7:00 PM GMT
    same(at("2026-03-29T00:59:00Z", 0)); // a minute before the clocks go forward
    same(at("2026-03-29T01:00:00Z", 60)); // 2:00 AM BST
    same(at("2026-07-15T18:00:00Z", 60)); // 7:00 PM BST
    same(at("2026-10-25T00:59:00Z", 60)); // 1:59 AM BST
    same(at("2026-10-25T01:00:00Z", 0)); // 1:00 AM GMT again
    expect(formatTime("2026-07-15T18:00:00Z", "Europe/London")).toBe("7:00 PM");
    expect(formatTime("2026-01-15T19:00:00Z", "Europe/London")).toBe("7:00 PM");
    // 23:30 UTC on a summer day is already the next day in London.
    expect(formatDate("2026-07-15T23:30:00Z", "Europe/London")).toBe("July 16, 2026");
    expect(formatDate("2026-01-15T23:30:00Z", "Europe/London")).toBe("January 15, 2026");
  });

  it("crosses New York's daylight saving time: EST (UTC-5), EDT (UTC-4) from March 8 to November 1, 2026", () => {
    const ny = (iso: string) =>
      `${formatDate(iso, "America/New_York")} ${formatTime(iso, "America/New_York")}`;
    const hand = (iso: string, offset: number) =>
      `${dateAt(new Date(iso), offset)} ${clockAt(new Date(iso), offset)}`;
    for (const [iso, offset] of [
      ["2026-03-08T06:59:00Z", -300],
      ["2026-03-08T07:00:00Z", -240],
      ["2026-07-04T23:00:00Z", -240],
      ["2026-11-01T05:59:00Z", -240],
      ["2026-11-01T06:00:00Z", -300],
      ["2026-12-31T23:30:00Z", -300],
    ] as const) {
      expect(ny(iso), iso).toBe(hand(iso, offset));
    }
    expect(ny("2026-07-04T23:00:00Z")).toBe("July 4, 2026 7:00 PM");
    expect(ny("2027-01-05T00:00:00Z")).toBe("January 4, 2027 7:00 PM");
  });

  it("writes a moment for the office's lists: the date at the time, in the school's zone", () => {
    // Decision 128: 03:30 UTC on January 16 is still the evening of January 15 in New York.
    expect(formatDateTime("2026-01-16T03:30:00Z", "America/New_York")).toBe("January 15, 2026 at 10:30 PM");
    expect(formatDateTime("2026-07-10T18:00:00Z", "Europe/London")).toBe("July 10, 2026 at 7:00 PM");
    expect(formatDateTime(null, "Europe/London")).toBe("");
    expect(formatDateTime("not a date", "Europe/London")).toBe("");
  });

  it("gives the fallback for a missing or invalid date", () => {
    expect(formatDate(null, "Europe/London", "—")).toBe("—");
    expect(formatDate("not a date", "Europe/London", "—")).toBe("—");
    expect(formatTime(undefined, "Europe/London")).toBe("");
    // 20:00 UTC on the 23rd is already the 24th in Kolkata, not yet in London.
    expect(formatDate("2026-11-23T20:00:00Z", "Asia/Kolkata")).toBe("November 24, 2026");
    expect(formatDate("2026-11-23T20:00:00Z", "Europe/London")).toBe("November 23, 2026");
  });

  it("writes a calendar day (a job's closing day) as that day, in any zone", () => {
    for (const zone of ZONES) {
      expect(formatDate("2027-01-15", zone)).toBe("January 15, 2027");
      expect(formatDate("2026-12-31", zone)).toBe("December 31, 2026");
    }
  });
});

describe("counts", () => {
  it("are grouped as en-US Intl groups them, whole numbers of every length and sign", () => {
    const samples = [
      0, 7, 42, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 72_000_123, -5, -1234, -9_876_543,
    ];
    for (let n = 1; n < Number.MAX_SAFE_INTEGER / 7; n = n * 7 + 3) samples.push(n, -n);
    for (const n of samples) expect(formatCount(n), String(n)).toBe(n.toLocaleString("en-US"));
    expect(formatCount(1234.5)).toBe((1234.5).toLocaleString("en-US"));
  });
});
