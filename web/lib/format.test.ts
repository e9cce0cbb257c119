import { DATE_FORMAT, TIME_FORMAT } from "@contract/constants";
import { SCHOOL_TIME_ZONE } from "@contract/time-zones";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { dateText, formatDate, formatTime, timeText } from "./format";

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

  it("gives the fallback for a missing or invalid date", () => {
    expect(formatDate(null, "—")).toBe("—");
    expect(formatDate("not a date", "—")).toBe("—");
    expect(formatTime(undefined)).toBe("");
    // 15:07 UTC is 20:37 in Kolkata; 20:00 UTC on the 23rd is already the 24th there.
    expect(formatDate("2026-11-23T15:07:00Z")).toBe("November 23, 2026");
    expect(formatTime("2026-11-23T15:07:00Z")).toBe("8:37 PM");
    expect(formatDate("2026-11-23T20:00:00Z")).toBe("November 24, 2026");
  });
});
