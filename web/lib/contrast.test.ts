import { describe, expect, it } from "vitest";
import { contrastRatio, houseBadgeStyle, readableTextOn } from "./contrast";

describe("readableTextOn", () => {
  it("keeps the house's text colour when it passes AA", () => {
    expect(readableTextOn("#1d4ed8", "#ffffff")).toBe("#ffffff");
  });
  it("replaces a text colour that fails AA", () => {
    expect(readableTextOn("#fef3c7", "#ffffff")).toBe("#0f172e");
    expect(readableTextOn("#e8b634", "#ffffff")).toBe("#0f172e");
  });
  it("always returns at least 4.5:1", () => {
    for (const bg of ["#000000", "#ffffff", "#b45309", "#15803d", "#f0f0f0", "#1d4ed8"]) {
      expect(contrastRatio(readableTextOn(bg, "#ffffff"), bg)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("houseBadgeStyle", () => {
  it("reaches AA even for mid-tone house colours", () => {
    for (const color of ["#777777", "#808080", "#e8b634", "#000000", "not-a-colour"]) {
      const s = houseBadgeStyle({ color, bg_light: "#f0f0f0", text_color: "#ffffff" });
      expect(contrastRatio(s.color, s.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
