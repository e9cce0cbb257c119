import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { testTempDir } from "./temp-dirs";

/**
 * A built web app whose server render stands in for web/ssr/entry-server.tsx the way it gets
 * its data: through the API, for the page's viewer (`globalThis.__ssrFetch`, server/pages/ssr.ts).
 * It writes the viewer and the page's answer into #root, so a test reads who a page was made for,
 * and the render's number, so a test tells a kept copy from a page rendered again.
 */
export function webDistWithRender(): string {
  const dir = testTempDir("alumni-kept-");
  mkdirSync(path.join(dir, "web"));
  mkdirSync(path.join(dir, "ssr"));
  writeFileSync(
    path.join(dir, "web", "index.html"),
    '<html><head><title>Alumni Portal</title><meta name="description" content="Site.">' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, "ssr", "entry-server.js"),
    `export async function renderPage(url) {
      globalThis.__keptPagesRenders = (globalThis.__keptPagesRenders ?? 0) + 1;
      const path = url.split("?")[0];
      const api = path === "/alumni" ? "/api/v1/profiles?limit=48"
        : path.startsWith("/alumni/") ? "/api/v1/profiles/" + path.slice(8) : "/api/v1/home";
      const [me, data] = await Promise.all(["/api/v1/me", api].map((u) => globalThis.__ssrFetch(u)));
      const text = JSON.stringify({ me: await me.json(), data: await data.json() }).replace(/</g, "&lt;");
      const n = globalThis.__keptPagesRenders;
      return { queryState: "{}", pipe(out) { out.write("<pre>" + text + "</pre><p>render " + n + "</p>"); out.end(); } };
    }`,
  );
  return path.join(dir, "web");
}
