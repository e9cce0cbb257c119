import { DATE_FORMAT, TIME_FORMAT } from "@contract/constants";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { dateText, formatDate, formatTime, timeText } from "./format";

// date-fns' `format` with the spec's patterns is the reference the Intl formatting must match.
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
  it.each(instants)("%s reads as date-fns' 'MMMM d, yyyy' and 'h:mm a'", (local) => {
    const d = new Date(local);
    expect(dateText(d)).toBe(format(d, DATE_FORMAT));
    expect(timeText(d)).toBe(format(d, TIME_FORMAT));
  });

  it("gives the fallback for a missing or invalid date", () => {
    expect(formatDate(null, "—")).toBe("—");
    expect(formatDate("not a date", "—")).toBe("—");
    expect(formatTime(undefined)).toBe("");
    expect(formatDate("2026-11-23T15:07:00")).toBe("November 23, 2026");
    expect(formatTime("2026-11-23T15:07:00")).toBe("3:07 PM");
  });
});
