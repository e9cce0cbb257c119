import { spawnSync } from "node:child_process";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The JavaScript budget check (scripts/check-js-budget.mjs) reads the build's manifest; this
 * proves its model against a browser: every script a visitor's browser loads on a public
 * route until the network is idle is one the check counted for that route.
 */
const counted = JSON.parse(
  spawnSync(process.execPath, ["scripts/check-js-budget.mjs", "--json"], { encoding: "utf8" }).stdout,
) as Array<{ route: string; files: string[] }>;
const filesOf = (route: string) => counted.find((r) => r.route === route)?.files ?? [];

/** The page's address: a seeded profile's or article's for the pages with an id. */
async function addressOf(url: string, request: APIRequestContext): Promise<string> {
  if (url === "first profile") {
    const { profiles } = (await (await request.get("/api/v1/profiles?limit=1")).json()) as {
      profiles: Array<{ id: string }>;
    };
    return `/alumni/${profiles[0]?.id}`;
  }
  if (url === "first article") {
    const { items } = (await (await request.get("/api/v1/news?limit=1")).json()) as {
      items: Array<{ id: string }>;
    };
    return `/news/${items[0]?.id}`;
  }
  return url;
}

for (const [route, url] of [
  ["/", "/"],
  ["/alumni/{id}", "first profile"],
  ["/news/{id}", "first article"],
  ["/alumni", "/alumni"],
  ["/events", "/events"],
  ["/news", "/news"],
  ["/house-cup", "/house-cup"],
  ["/auth", "/auth"],
  ["404", "/no-such-page"],
] as const) {
  test(`${route}: the scripts loaded before idle are the ones the budget check counts`, async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (req) => {
      const path = new URL(req.url()).pathname;
      if (path.endsWith(".js") && path.startsWith("/assets/")) loaded.push(path.slice(1));
    });
    await page.goto(await addressOf(url, page.request));
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(loaded.length).toBeGreaterThan(1);
    expect(loaded.filter((f) => !filesOf(route).includes(f))).toEqual([]);
  });
}
