import { describe, expect, it } from "vitest";
import type { EventDto } from "../../../contract/dto";
import { buildCalendar, escapeText } from "./ics";

describe("ics escaping", () => {
  it("escapes every line break (CRLF, LF and a lone CR), so no text can start a new property", () => {
    expect(escapeText("a\r\nb\nc\rd")).toBe("a\\nb\\nc\\nd");
    const event = {
      id: "00000000-0000-4000-8000-000000000001",
      title: "Gala\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected",
      description: "line\rATTENDEE:mailto:x@example.com",
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
  });
});
