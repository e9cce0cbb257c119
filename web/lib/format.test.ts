import { DATE_FORMAT, TIME_FORMAT } from "@contract/constants";
import { SCHOOL_TIME_ZONE } from "@contract/time-zones";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { dateText, formatCount, formatDate, formatTime, timeText } from "./format";

// date-fns' `format` with the spec's patterns, in the school's zone, is the reference the Intl
// formatting must match (instants given as UTC).
const instants = [
  "2026-01-01T00:00:00",
  "2026-01-09T00:05:00",
  "2026-02-28T11:59:00",
  "2026-07-04T12:00:00",
  "2026-09-15T12:30:00",
  "2026-11-23T15:07:00",
  "1999-12-31T23:59:00",
  "2030-05-05T09:00:00",
];

describe("spec §9 date and time formats without date-fns", () => {
  it.each(instants)("%sZ reads as date-fns' 'MMMM d, yyyy' and 'h:mm a' in the school's zone", (utc) => {
    const d = new Date(`${utc}Z`);
    const there = new TZDate(d.getTime(), SCHOOL_TIME_ZONE);
    expect(dateText(d)).toBe(format(there, DATE_FORMAT));
    expect(timeText(d)).toBe(format(there, TIME_FORMAT));
  });

  it("agrees with Intl in the school's zone at every hour of a day every 9 days from 1950 to 2100 (the offset is the zone's)", () => {
    const date = new Intl.DateTimeFormat("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: SCHOOL_TIME_ZONE,
    });
    const time = new Intl.DateTimeFormat("en-US", {
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: SCHOOL_TIME_ZONE,
    });
    const mismatches: string[] = [];
    for (
      let t = Date.UTC(1950, 0, 1);
      t < Date.UTC(2100, 0, 1);
      t += 9 * 86_400_000 + 3_600_000 + 17 * 60_000
    ) {
      const d = new Date(t);
      const expected = `${date.format(d)} ${time.format(d).replace(/\s/gu, " ")}`;
      const got = `${dateText(d)} ${timeText(d)}`;
      if (got !== expected) mismatches.push(`${d.toISOString()}: ${got} vs ${expected}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it("gives the fallback for a missing or invalid date", () => {
    expect(formatDate(null, "—")).toBe("—");
    expect(formatDate("not a date", "—")).toBe("—");
    expect(formatTime(undefined)).toBe("");
    // 15:07 UTC is 20:37 in Kolkata; 20:00 UTC on the 23rd is already the 24th there.
    expect(formatDate("2026-11-23T15:07:00Z")).toBe("November 23, 2026");
    expect(formatTime("2026-11-23T15:07:00Z")).toBe("8:37 PM");
    expect(formatDate("2026-11-23T20:00:00Z")).toBe("November 24, 2026");
  });

  it("writes a calendar day (a job's closing day) as that day, in any zone", () => {
    expect(formatDate("2027-01-15")).toBe("January 15, 2027");
    expect(formatDate("2026-12-31")).toBe("December 31, 2026");
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
