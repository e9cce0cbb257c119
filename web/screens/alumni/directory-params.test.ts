import { describe, expect, it } from "vitest";
import { twoDigitYear } from "@/lib/format";
import { directoryMeta } from "./directory-params";

const none = { search: "", graduation_year: "", location: "", industry: "", house: "" };

describe("directoryMeta", () => {
  it("plain directory", () => {
    expect(directoryMeta(none).title).toBe("Alumni Directory");
  });
  it("follows the filters in title, description and keywords", () => {
    const m = directoryMeta({
      search: "doctor",
      graduation_year: "1998",
      location: "Mumbai, India",
      industry: "Healthcare",
      house: "",
    });
    expect(m.title).toBe('Class of 1998 in Healthcare from Mumbai, India matching "doctor"');
    expect(m.description).toContain("Class of 1998");
    expect(m.keywords).toContain("Healthcare");
    expect(directoryMeta({ ...none, location: "Pune, India" }).title).toBe("Alumni from Pune, India");
    expect(directoryMeta({ ...none, house: "Tata" }).title).toBe("Alumni of Tata House");
  });
});

describe("twoDigitYear", () => {
  it("formats the card's year", () => {
    expect(twoDigitYear(1998)).toBe("'98");
    expect(twoDigitYear(2005)).toBe("'05");
    expect(twoDigitYear(null)).toBeNull();
  });
});
