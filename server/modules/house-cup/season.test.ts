import { describe, expect, it } from "vitest";
import { houseCupSeason } from "./season";

// Issue 21, item 7: the House Cup's heading names the season its competitions are in, not a
// constant. School years run April to March in the school's zone (the office's setting, issue
// 29): the demo's Asia/Kolkata (UTC+5:30 all year), or a zone with summer time.

const at = (iso: string) => new Date(iso);
const now = at("2026-11-26T12:00:00Z");
const KOLKATA = "Asia/Kolkata";

describe("the House Cup season", () => {
  it("is the school year the competitions fall in", () => {
    expect(houseCupSeason([at("2026-09-27T10:00:00Z"), at("2026-12-17T10:00:00Z"), null], now, KOLKATA)).toBe(
      "2026-27",
    );
    expect(houseCupSeason([at("2027-02-10T10:00:00Z")], now, KOLKATA)).toBe("2026-27");
  });

  it("starts in April, dated in the school's zone", () => {
    // 20:00 UTC on March 31 is already April 1 in Kolkata: the next school year.
    expect(houseCupSeason([at("2026-03-31T20:00:00Z")], now, KOLKATA)).toBe("2026-27");
    expect(houseCupSeason([at("2026-03-31T12:00:00Z")], now, KOLKATA)).toBe("2025-26");
  });

  it("names the span when the competitions cover several school years", () => {
    expect(houseCupSeason([at("2025-06-01T10:00:00Z"), at("2026-11-01T10:00:00Z")], now, KOLKATA)).toBe(
      "2025-26 to 2026-27",
    );
  });

  it("without dated competitions, is the school year of today", () => {
    expect(houseCupSeason([null], now, KOLKATA)).toBe("2026-27");
    expect(houseCupSeason([], at("2099-01-05T12:00:00Z"), KOLKATA)).toBe("2098-99");
    expect(houseCupSeason([], at("2099-05-05T12:00:00Z"), KOLKATA)).toBe("2099-00");
  });

  it("starts in April on the school's own calendar, with summer time: London and New York", () => {
    // 23:30 UTC on March 31, 2026 is 00:30 BST on April 1 (summer time began March 29); in
    // winter time it would still be March.
    expect(houseCupSeason([at("2026-03-31T23:30:00Z")], now, "Europe/London")).toBe("2026-27");
    expect(houseCupSeason([at("2026-03-31T22:30:00Z")], now, "Europe/London")).toBe("2025-26");
    // 04:30 UTC on April 1 is 00:30 EDT (UTC-4, from March 8); EST would say 23:30 on March 31.
    expect(houseCupSeason([at("2026-04-01T04:30:00Z")], now, "America/New_York")).toBe("2026-27");
    expect(houseCupSeason([at("2026-04-01T03:30:00Z")], now, "America/New_York")).toBe("2025-26");
    // The same instant is already April in Kolkata.
    expect(houseCupSeason([at("2026-04-01T03:30:00Z")], now, KOLKATA)).toBe("2026-27");
  });
});
