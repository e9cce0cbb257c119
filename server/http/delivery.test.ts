import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createTestApp, type TestContext } from "../test/harness";
import { testTempDir } from "../test/temp-dirs";

// What the issue asks for, written out (not imported from the code under test).
const IMMUTABLE = "public, max-age=31536000, immutable";
const BROWSER = "gzip, deflate, br, zstd";

/**
 * A stand-in for `npm run build`'s output: the shell template, a hashed asset with the
 * `.br` and `.gz` copies the build writes beside it, a small asset the build leaves alone,
 * and a file of public/ (not hashed).
 */
function fakeWebBuild() {
  const webDist = testTempDir("alumni-web-");
  mkdirSync(path.join(webDist, "assets"));
  const padding = Array.from({ length: 40 }, (_, i) => `<link rel="modulepreload" href="/assets/c${i}.js">`);
  writeFileSync(
    path.join(webDist, "index.html"),
    `<html><head><title>Alumni Portal</title><meta name="description" content="Site.">${padding.join("")}</head><body></body></html>`,
  );
  const js = Array.from({ length: 400 }, (_, i) => `export const value${i} = "${"x".repeat(i % 17)}";`).join(
    "\n",
  );
  const asset = path.join(webDist, "assets", "index-AbC123xy.js");
  writeFileSync(asset, js);
  writeFileSync(`${asset}.br`, brotliCompressSync(js));
  writeFileSync(`${asset}.gz`, gzipSync(js));
  writeFileSync(path.join(webDist, "assets", "tiny-Zz9.js"), "export const a = 1;\n");
  writeFileSync(path.join(webDist, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  return { webDist, js };
}

let ctx: TestContext;
let js: string;
beforeAll(async () => {
  const build = fakeWebBuild();
  js = build.js;
  ctx = await createTestApp({ webDist: build.webDist });
});
afterAll(async () => ctx.close());

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

describe("hashed assets: compressed once by the build, cached for a year", () => {
  it("sends the Brotli copy when the browser accepts br", async () => {
    const res = await get("/assets/index-AbC123xy.js", BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.rawPayload.length).toBeLessThan(js.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
  });

  it("sends the gzip copy when gzip is all the client accepts, the file itself when it accepts none", async () => {
    const gz = await get("/assets/index-AbC123xy.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    expect(gz.headers["cache-control"]).toBe(IMMUTABLE);

    for (const acceptEncoding of [undefined, "identity"]) {
      const plain = await get("/assets/index-AbC123xy.js", acceptEncoding);
      expect(plain.headers["content-encoding"], acceptEncoding).toBeUndefined();
      expect(plain.body).toBe(js);
      expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
    }
  });

  it("never compresses a web file per request (one the build left alone is sent as it is)", async () => {
    const res = await get("/assets/tiny-Zz9.js", BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe("export const a = 1;\n");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
  });

  it("answers 304 to a revalidation with the file's ETag", async () => {
    const first = await get("/assets/index-AbC123xy.js", BROWSER);
    const again = await ctx.app.inject({
      method: "GET",
      url: "/assets/index-AbC123xy.js",
      headers: { "accept-encoding": BROWSER, "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("caches files that keep their names across builds for an hour only", async () => {
    const res = await get("/favicon.svg", BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });
});

describe("the HTML shell: compressed per request, never cached without revalidation", () => {
  it("is Brotli for a browser, gzip for gzip, plain without Accept-Encoding; always no-cache", async () => {
    const br = await get("/alumni", BROWSER);
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("no-cache");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain("<title>Alumni Directory | Alumni Portal</title>");

    const gz = await get("/alumni", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);

    const plain = await get("/alumni");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("no-cache");
    expect(plain.body).toBe(html);
  });

  it("serves /index.html as the rendered shell, not the raw template", async () => {
    const res = await get("/index.html");
    // Not one of the web app's pages (issue 12): the shell as the not-found page.
    expect(res.statusCode).toBe(404);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain('<meta property="og:url"');
  });

  it("still answers unknown API paths and other methods in the one error shape", async () => {
    const api = await get("/api/v1/no-such-thing", BROWSER);
    expect(api.statusCode).toBe(404);
    expect(api.headers["content-encoding"]).toBeUndefined(); // below the threshold
    expect(api.json().error.code).toBe("NOT_FOUND");
    const post = await ctx.app.inject({
      method: "POST",
      url: "/alumni",
      headers: { origin: "http://localhost:3000" },
    });
    expect(post.statusCode).toBe(404);
  });
});

describe("API JSON", () => {
  it("is compressed above the threshold, with Vary: accept-encoding, and decodes to the same JSON", async () => {
    const plain = await get("/api/docs");
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    const br = await get("/api/docs", BROWSER);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get("/api/docs", "gzip;q=1, br;q=0");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves small answers as they are", async () => {
    const res = await get("/api/v1/news?limit=1", BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });
});

describe("the live channel", () => {
  it("upgrades to a WebSocket from a browser that accepts compressed answers", async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`, {
      headers: { origin: "http://localhost:3000", "accept-encoding": BROWSER },
    });
    let upgraded = false;
    ws.on("upgrade", () => {
      upgraded = true;
    });
    // A visitor is let in and then told 4401 (sign in): the upgrade itself went through.
    const code = await new Promise<number>((resolve) => ws.on("close", resolve));
    expect(upgraded).toBe(true);
    expect(code).toBe(4401);
  });
});
