import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { FastifyRequest } from "fastify";
import { isPagePath } from "../../contract/page-paths";
import type { App } from "../deps";
import { PAGE_RENDER_HEADER, PAGE_RENDER_MARK } from "../http/page-render-mark";

/** What web/ssr/entry-server.tsx exports (built to dist/ssr/entry-server.js). */
export interface RenderModule {
  renderPage(
    url: string,
    opts: { origin: string; onError(error: unknown): void },
  ): Promise<{ queryState: string; pipe(destination: Writable): void }>;
}

/** The API-call function of the page being rendered (one per request, never shared). */
const currentPage = new AsyncLocalStorage<typeof fetch>();

/**
 * Loads the server render of the public pages, or null when the build has none (the shell is
 * then served empty and the browser renders). While a page renders, the web app's API client
 * calls `globalThis.__ssrFetch`, which answers through the page's own function below.
 */
export async function loadRenderModule(file: string): Promise<RenderModule | null> {
  if (!existsSync(file)) return null;
  (globalThis as { __ssrFetch?: typeof fetch }).__ssrFetch = (input, init) => {
    const pageFetch = currentPage.getStore();
    if (!pageFetch) throw new Error("the web app's API client was called outside a page render");
    return pageFetch(input, init);
  };
  return (await import(pathToFileURL(file).href)) as RenderModule;
}

/**
 * The public pages of issue 12 that the server renders: these, the newsletter links' landing
 * pages (issue 11: what a mailed link opens reads well before any script), the newsletter
 * archive and its issues (issue 25: a forwarded issue reads before any script), and the
 * not-found page.
 */
const SERVER_RENDERED =
  /^\/(?:alumni(?:\/[^/]+)?|events|news(?:\/[^/]+)?|newsletters(?:\/[^/]+)?|house-cup|auth|newsletter\/(?:confirm|unsubscribe))?\/?$/;

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.test(pathname) || !isPagePath(pathname);
}

/**
 * The API answered for a visitor: each call of the page's render goes through the app itself
 * (`inject`: the same routes, authorization, domain functions and presenters, the same
 * rate-limit bucket) with no cookie at all, so a page holds exactly what the API gives any
 * visitor, even for a request that carried an expired cookie (a kept page, decision 099), and
 * not counted by the scraping brake (the page is public). Members are served the shell (decision 115). `failed` counts answers other than 200.
 */
function apiFor(app: App, req: FastifyRequest, parts: { failed: number }) {
  const pageFetch: typeof fetch = async (input, init) => {
    const url =
      typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const res = await app.inject({
      method: (init?.method ?? "GET") as "GET",
      url,
      remoteAddress: req.ip,
      headers: { accept: "application/json", [PAGE_RENDER_HEADER]: PAGE_RENDER_MARK },
    });
    if (res.statusCode !== 200) parts.failed += 1;
    return new Response(res.rawPayload.length ? new Uint8Array(res.rawPayload) : null, {
      status: res.statusCode,
      headers: { "content-type": String(res.headers["content-type"] ?? "application/json") },
    });
  };
  return pageFetch;
}

export interface RenderedPage {
  html: string;
  /** Every API answer the page was built from was a 200 and no part of the render failed. */
  whole: boolean;
}

/** What a render needs: the page's origin, its API-call function, and where failed parts go. */
export interface RenderOptions {
  origin: string;
  fetch: typeof fetch;
  onError(error: unknown): void;
}

/**
 * Renders pages: on this thread (`inProcessRenderer`) or in worker threads
 * (`render-workers.ts`, decision 130). `markup` is the content of #root.
 */
export interface PageRenderer {
  render(url: string, opts: RenderOptions): Promise<{ markup: string; queryState: string }>;
  close(): Promise<void>;
}

/**
 * Renders on the calling thread: the render's API calls go through `opts.fetch`, and its
 * markup is collected whole (nothing is written to a client that may leave mid-page: a write
 * into a stream the client had closed once stopped the server).
 */
export function inProcessRenderer(mod: RenderModule): PageRenderer {
  return {
    async render(url, { origin, fetch, onError }) {
      const rendered = await currentPage.run(fetch, () => mod.renderPage(url, { origin, onError }));
      const chunks: Buffer[] = [];
      await new Promise<void>((resolve, reject) => {
        const sink = new Writable({
          write(chunk: Buffer | string, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
        });
        sink.on("finish", resolve).on("error", reject);
        rendered.pipe(sink);
      });
      return { markup: Buffer.concat(chunks).toString(), queryState: rendered.queryState };
    },
    close: async () => {},
  };
}

/**
 * The page's HTML: `html` (the shell with its meta) with the rendered app in its #root and the
 * query cache after it, as a JSON data block (allowed by the strict CSP: never executed), as
 * any visitor sees it. Collected whole before it is sent: it is kept for the next visitor
 * (decision 099). Null when the render fails before any HTML (or the render workers are too
 * busy to take it): the caller serves the shell.
 */
export async function renderPageHtml(
  renderer: PageRenderer,
  app: App,
  req: FastifyRequest,
  url: URL,
  html: string,
): Promise<RenderedPage | null> {
  const ROOT = '<div id="root"></div>';
  const at = html.indexOf(ROOT);
  if (at < 0) return null;
  const parts = { failed: 0 };
  const onError = (error: unknown) => {
    parts.failed += 1;
    req.log.warn({ err: error }, "server render: a part of the page failed");
  };
  let rendered: Awaited<ReturnType<PageRenderer["render"]>>;
  try {
    rendered = await renderer.render(url.pathname + url.search, {
      origin: url.origin,
      fetch: apiFor(app, req, parts),
      onError,
    });
  } catch (err) {
    req.log.error({ err }, "server render failed; serving the shell for the browser to render");
    return null;
  }
  // The page's content comes first and its data block after it: the browser paints the
  // content while the data (as large as the content, on the directory) still arrives; the
  // loader that hydrates runs only once the whole document is parsed.
  const page = `${html.slice(0, at)}<div id="root">${rendered.markup}</div><script type="application/json" id="query-state">${rendered.queryState}</script>${html.slice(at + ROOT.length)}`;
  return { html: page, whole: parts.failed === 0 };
}
