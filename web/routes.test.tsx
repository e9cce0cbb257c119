import { isPagePath, PAGE_PATHS } from "@contract/page-paths";
import { createRoutesFromChildren, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "./routes";

/** Every full path of the route table, as React Router joins nested paths. */
function fullPaths(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((r) => {
    const here = r.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${r.path}`;
    const self = r.path !== undefined || r.index ? [here || "/"] : [];
    return [...self, ...fullPaths(r.children ?? [], here)];
  });
}

describe("the server's list of page addresses", () => {
  it("names every page of the route table (the server answers anything else 404)", () => {
    const routes = createRoutesFromChildren(AppRoutes().props.children);
    const paths = fullPaths(routes).filter((p) => p !== "/*");
    expect(paths.length).toBeGreaterThan(8);
    for (const p of paths) expect(PAGE_PATHS as readonly string[], p).toContain(p);
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
