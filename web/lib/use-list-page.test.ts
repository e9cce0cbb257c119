import { describe, expect, it } from "vitest";
import { listPageHref, withFilters } from "./use-list-page";

describe("withFilters (a list's search and filters in its address, decision 133)", () => {
  it("sets the filters given, drops the blank ones and goes back to the first page, keeping the rest", () => {
    const before = new URLSearchParams("tab=past&page=3&category=Reunion&location=Pune");
    const after = withFilters(before, { search: "cricket ", category: " ", location: " Online " });
    expect(after.toString()).toBe("tab=past&location=Online&search=cricket+");
    // The address it came from is left as it was.
    expect(before.get("page")).toBe("3");
  });

  it("keeps the filters in the pager's links", () => {
    const params = withFilters(new URLSearchParams(), { search: "hockey", category: "House Cup" });
    expect(listPageHref("/news", params, 2)).toBe("/news?search=hockey&category=House+Cup&page=2");
    expect(listPageHref("/news", params, 1)).toBe("/news?search=hockey&category=House+Cup");
  });
});
