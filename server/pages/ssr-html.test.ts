import type { Writable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import type { App } from "../deps";
import { inProcessRenderer, type RenderModule, renderPageHtml } from "./ssr";

// A visitor's page is collected whole before it is sent (it is kept, decision 099): the
// markup React writes over time lands in #root, the query state after it, and a part of the
// render that failed marks the page as not whole (so it is not kept).

/** A render that writes a first chunk at once and the rest a moment later, as React streams. */
const slowRender = (failPart = false): RenderModule => ({
  async renderPage(_url, opts) {
    if (failPart) opts.onError(new Error("a part failed"));
    return {
      queryState: "{}",
      pipe(destination: Writable) {
        destination.write("<main>first</main>");
        setTimeout(() => {
          destination.write("<p>later</p>");
          destination.end();
        }, 20);
      },
    };
  },
});

const warnings: unknown[] = [];
const req = {
  viewer: null,
  headers: {},
  ip: "127.0.0.1",
  log: { warn: (o: unknown) => warnings.push(o), error: (o: unknown) => warnings.push(o) },
} as unknown as FastifyRequest;
const SHELL = '<html><body><div id="root"></div></body></html>';
const url = new URL("http://localhost/alumni");

describe("a visitor's page rendered on the server", () => {
  it("is the whole page: everything React wrote, in #root, and the query state after it", async () => {
    const page = await renderPageHtml(inProcessRenderer(slowRender()), {} as App, req, url, SHELL);
    expect(page).toEqual({
      html: '<html><body><div id="root"><main>first</main><p>later</p></div><script type="application/json" id="query-state">{}</script></body></html>',
      whole: true,
    });
  });

  it("is not whole when a part of the render failed (so it is sent, never kept)", async () => {
    const page = await renderPageHtml(inProcessRenderer(slowRender(true)), {} as App, req, url, SHELL);
    expect(page?.whole).toBe(false);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it("is null when the render fails before any HTML, so the caller serves the shell", async () => {
    const failing: RenderModule = {
      renderPage: () => Promise.reject(new Error("no shell")),
    };
    expect(await renderPageHtml(inProcessRenderer(failing), {} as App, req, url, SHELL)).toBeNull();
  });
});
