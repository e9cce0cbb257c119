import { isPagePath, PAGE_PATHS } from "@contract/page-paths";
import { describe, expect, it } from "vitest";
import { ADMIN_PATH, SITE_PAGES } from "./routes";

describe("the server's list of page addresses", () => {
  it("names every page of the route table (the server answers anything else 404)", () => {
    const paths = SITE_PAGES.map((p) => p.path);
    expect(paths.length).toBeGreaterThan(8);
    for (const p of paths) expect(PAGE_PATHS as readonly string[], p).toContain(p);
    // The admin area's routes are all under /admin (wouter's optional wildcard there).
    expect(PAGE_PATHS).toContain(ADMIN_PATH.replace(/\?$/, ""));
  });

  it("matches concrete addresses and nothing else", () => {
    expect(isPagePath("/")).toBe(true);
    expect(isPagePath("/alumni/8d0c")).toBe(true);
    expect(isPagePath("/alumni/")).toBe(true);
    expect(isPagePath("/admin")).toBe(true);
    expect(isPagePath("/admin/news/1")).toBe(true);
    expect(isPagePath("/alumni/1/2")).toBe(false);
    expect(isPagePath("/nope")).toBe(false);
    expect(isPagePath("/administrator")).toBe(false);
    expect(isPagePath("/newsletter/confirm")).toBe(true);
    expect(isPagePath("/newsletter/unsubscribe")).toBe(true);
    expect(isPagePath("/newsletter/other")).toBe(false);
  });
});
