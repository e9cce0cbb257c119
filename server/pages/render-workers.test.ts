import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../test/change-feed-fakes";
import { createMember, createTestApp, type Member, type TestContext } from "../test/harness";
import { testTempDir } from "../test/temp-dirs";

// Issue 22 item 4, decision 130: a visitor's page is rendered in a worker thread, so a render
// never holds the server's event loop; the pool replaces a worker that dies.

/**
 * A built app: the worker bundled as `npm run build` bundles it (beside the server), and a
 * server render that gets its data as web/ssr/entry-server.tsx does (`globalThis.__ssrFetch`)
 * and writes into #root the thread it ran on, the viewer and the page's answer. On
 * `/house-cup` it spins (synchronously, as a long React render does) until the test writes
 * `release`, or 5 s at most, and says which; the first `/news?exit` ends its worker mid-render.
 */
async function builtAppWithWorkers(): Promise<{ webDist: string; dir: string }> {
  const dir = testTempDir("alumni-render-workers-");
  for (const sub of ["web", "ssr", "server"]) mkdirSync(path.join(dir, sub));
  writeFileSync(
    path.join(dir, "web", "index.html"),
    '<html><head><title>Alumni Portal</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, "ssr", "entry-server.js"),
    `import { existsSync, writeFileSync } from "node:fs";
    import { threadId } from "node:worker_threads";
    const at = (name) => new URL("../" + name, import.meta.url);
    export async function renderPage(url) {
      const path = url.split("?")[0];
      const api = path.startsWith("/alumni/") ? "/api/v1/profiles/" + path.slice(8) : "/api/v1/profiles?limit=48";
      const [me, data] = await Promise.all(["/api/v1/me", api].map((u) => globalThis.__ssrFetch(u)));
      const text = JSON.stringify({ thread: threadId, me: await me.json(), data: await data.json() });
      if (url === "/news?exit" && !existsSync(at("exited"))) {
        writeFileSync(at("exited"), "");
        process.exit(1);
      }
      let spun = "";
      if (path === "/house-cup") {
        writeFileSync(at("spinning"), "");
        const until = Date.now() + 5000;
        while (!existsSync(at("release")) && Date.now() < until);
        spun = existsSync(at("release")) ? "released" : "timed out";
      }
      const html = "<pre>" + text.replace(/</g, "&lt;") + "</pre><p>" + spun + "</p>";
      return { queryState: "{}", pipe(out) { out.write(html); out.end(); } };
    }`,
  );
  await build({
    entryPoints: [path.join(import.meta.dirname, "render-worker.ts")],
    outfile: path.join(dir, "server", "render-worker.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  return { webDist: path.join(dir, "web"), dir };
}

let ctx: TestContext;
let dir: string;
let anita: Member;
let bob: Member;

beforeAll(async () => {
  const built = await builtAppWithWorkers();
  dir = built.dir;
  ctx = await createTestApp({ webDist: built.webDist, env: { RENDER_WORKERS: "1" } });
  anita = await createMember(ctx, { displayName: "Anita Shown", company: "Acme" });
  bob = await createMember(ctx, { displayName: "Bob Das" });
});
afterAll(async () => {
  await ctx?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, headers });
/** What the render wrote into #root: the thread, the viewer's /api/v1/me answer, the page's data. */
const renderedOf = (html: string) => {
  const text = html.match(/<pre>(.*)<\/pre>/)?.[1];
  return text ? JSON.parse(text.replace(/&lt;/g, "<")) : null;
};

describe("a visitor's page rendered in a worker thread", () => {
  it("is rendered off the main thread, with what the API gives a visitor and nothing of a member's", async () => {
    const res = await page(`/alumni/${anita.profileId}`, { cookie: "session_token=stale" });
    expect(res.statusCode).toBe(200);
    const rendered = renderedOf(res.body);
    expect(rendered.thread).toBeGreaterThan(0);
    expect(rendered.me.viewer).toBeNull();
    expect(JSON.stringify(rendered.data)).toContain("Anita Shown");
    expect(res.body).not.toContain(anita.email);
    // A member still gets the shell (decision 115): no render, nobody's data.
    const mine = await page(`/alumni/${anita.profileId}`, { cookie: bob.cookie });
    expect(mine.body).toContain('<div id="root"></div>');
    expect(mine.body).not.toContain("Bob Das");
  });

  it("never holds the event loop: the API answers while a render spins", async () => {
    const spinning = page("/house-cup");
    await eventually(async () => existsSync(path.join(dir, "spinning")));
    // Answered while the render still spins (it spins until `release`, which comes after).
    const me = await ctx.app.inject({ method: "GET", url: "/api/v1/me", headers: { cookie: bob.cookie } });
    expect(me.json().viewer.user.id).toBe(bob.userId);
    writeFileSync(path.join(dir, "release"), "");
    expect((await spinning).body).toContain("<p>released</p>");
  });

  it("a worker that dies is replaced: its page is the shell, never kept, and the next render works", async () => {
    const lost = await page("/news?exit");
    expect(lost.statusCode).toBe(200);
    expect(lost.body).toContain('<div id="root"></div>');
    expect(lost.body).not.toContain("<pre>");
    // Rendered this time (by the worker that replaced it), not the shell kept for the address.
    const next = await page("/news?exit");
    expect(renderedOf(next.body).data.profiles.length).toBeGreaterThan(0);
  });
});
