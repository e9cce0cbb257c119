import { describe, expect, it } from "vitest";
import { locationKey, normaliseLocation, offeredLocations } from "./locations";

describe("locations compared as places (decision 097)", () => {
  it("normalises spacing and a country's short form", () => {
    expect(normaliseLocation("London, UK")).toBe("London, United Kingdom");
    expect(normaliseLocation("  mumbai ,MH ")).toBe("mumbai, MH");
    expect(normaliseLocation("New  York, U.S.A.")).toBe("New York, United States");
    expect(normaliseLocation("Dubai, uae")).toBe("Dubai, United Arab Emirates");
    // A one-part location is not read as a country.
    expect(normaliseLocation("US")).toBe("US");
  });

  it("offers one place for the spellings of it", () => {
    expect(
      offeredLocations(["London, United Kingdom", "London, UK", "london, uk", "Pune, India", "pune,India"]),
    ).toEqual(["London, United Kingdom", "Pune, India"]);
    expect(locationKey("London,  U.K.")).toBe(locationKey("london, united kingdom"));
    expect(locationKey("London, Ontario")).not.toBe(locationKey("London, United Kingdom"));
  });
});
