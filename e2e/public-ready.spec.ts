import { expect, expectNoSeriousA11yViolations, test } from "./fixtures";

/** Issue 12: what crawlers, link previews and installing browsers get, and clean audits. */

test("robots.txt is text naming the sitemap; the manifest names the crest icons", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain("Sitemap: ");
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.theme_color).toBe("#1f3159");
  for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()["content-type"]).toContain(icon.type.split("+")[0]);
  }
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
});

for (const route of ["/", "/events", "/alumni"]) {
  test(`${route}: no CSP violation and no serious accessibility fault (heading order included)`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { cspViolations: string[] }).cspViolations.push(
          `${e.violatedDirective} ${e.sourceFile}`,
        ),
      );
    });
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    const levels = await page.$$eval("h1,h2,h3,h4,h5,h6", (hs) =>
      hs.filter((h) => h.closest("[hidden]") === null).map((h) => Number(h.tagName[1])),
    );
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]!, `heading ${i} on ${route}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

test.describe("the service worker", () => {
  // Blocked for the other specs (playwright.config.ts).
  test.use({ serviceWorkers: "allow" });

  test("caches the visitor shell and hashed assets, never an API answer", async ({ page }) => {
    await page.goto("/alumni");
    await expect(page.getByRole("heading", { name: "Alumni Directory" })).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Load a page with API calls while the worker controls the page.
    await page.goto("/news");
    await expect(page.getByRole("heading", { name: "Latest News" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain("/__shell");
    expect(cached.some((u) => /^\/assets\/.+\.js$/.test(u))).toBe(true);
    expect(cached.filter((u) => u !== "/__shell" && !u.startsWith("/assets/"))).toEqual([]);
    // Offline, another address opens on the kept shell: the browser renders that page itself
    // (its heading, then the failed load's error state), with no hydration of another page's markup.
    await page.context().setOffline(true);
    await page.goto("/events");
    await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
    await page.context().setOffline(false);
  });
});
