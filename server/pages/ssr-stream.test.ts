import type { Writable } from "node:stream";
import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import type { App } from "../deps";
import { type RenderModule, renderPageStream } from "./ssr";

// A client that leaves while its page is still being written must cost nothing but the page:
// React's later writes into the closed stream once raised an 'error' that nothing handled, and
// the server process died (found by bench/pages at 100,000 profiles).

/** A render that writes a first chunk at once and the rest a moment later, as React streams. */
const slowRender: RenderModule = {
  async renderPage() {
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
};

const warnings: unknown[] = [];
const req = {
  viewer: null,
  headers: {},
  ip: "127.0.0.1",
  log: { warn: (o: unknown) => warnings.push(o), error: (o: unknown) => warnings.push(o) },
} as unknown as FastifyRequest;

describe("a page streamed to a client that leaves", () => {
  it("drops what is still written, without an error that would stop the server", async () => {
    const page = await renderPageStream(
      slowRender,
      {} as App,
      req,
      new URL("http://localhost/alumni"),
      '<html><body><div id="root"></div></body></html>',
    );
    expect(page).not.toBeNull();
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on("uncaughtException", onUncaught);
    try {
      page?.html.destroy(); // the client hung up after the first bytes
      await new Promise((resolve) => setTimeout(resolve, 80));
    } finally {
      process.off("uncaughtException", onUncaught);
    }
    expect(uncaught).toEqual([]);
  });

  it("writes the whole page when the client stays", async () => {
    const page = await renderPageStream(
      slowRender,
      {} as App,
      req,
      new URL("http://localhost/alumni"),
      '<html><body><div id="root"></div></body></html>',
    );
    const chunks: Buffer[] = [];
    for await (const chunk of page?.html ?? []) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe(
      '<html><body><div id="root"><main>first</main><p>later</p></div><script type="application/json" id="query-state">{}</script></body></html>',
    );
  });
});
