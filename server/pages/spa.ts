import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import { jsonLdText } from "../../contract/news";
import { isPagePath } from "../../contract/page-paths";
import { keepNoSharedAnswer } from "../cache/shared-answers";
import type { App, Deps } from "../deps";
import { frameworkErrorHandler } from "../http/error-handler";
import { type PageMeta, type PageMetaRoute, pageMetaFor } from "./page-meta";
import { publicPageOf } from "./route-preloads";
import { scriptsAfterFirstPaint } from "./scripts-after-paint";
import { shellCopies } from "./shell-copies";
import { isServerRendered, type PageRenderer, renderPageHtml } from "./ssr";

/** Cache-Control of what the web app is made of (decision 044). */
export const WEB_CACHE_CONTROL = {
  /** Vite's assets/ carry a content hash in their names: a new build means new names. */
  hashed: "public, max-age=31536000, immutable",
  /** Other files of the build (favicon …) keep their names across builds. */
  other: "public, max-age=3600",
  /** The HTML shell names the current build's assets: always revalidated. */
  shell: "no-cache",
  /** A page served to a signed-in member may hold their data: never in a shared cache. */
  personalPage: "private, no-cache",
} as const;

const NOT_FOUND_META: PageMeta = {
  title: "Page not found",
  description: "Oops! Page not found",
  status: 404,
};

/**
 * The pages a visitor's copy of may be kept (decision 099): the public pages, whose data all
 * comes from public reads. Not the newsletter's landing pages (one address per token, over a
 * table no cache hears of) nor any other address.
 */
function isKeptPage(pathname: string): boolean {
  const page = publicPageOf(pathname);
  return page !== null && page !== "404";
}

/** Files the build compresses (vite.config.ts); served with `Vary: accept-encoding`. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|webmanifest|txt|xml)(\.br|\.gz)?$/;

/**
 * Serves the files of the built web app (dist/web) and returns index.html's text, the
 * template of every page; null (with a warning) when there is no build. Each file is served
 * as the build wrote it: its `.br` or `.gz` copy when the client accepts one (`preCompressed`),
 * never compressed per request. Registered before `@fastify/compress` (see `buildApp`).
 */
export async function registerWebFiles(app: App, webDist: string): Promise<string | null> {
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, "web build not found: only the API is served (run `npm run build`)");
    return null;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    preCompressed: true,
    // Routes for the files themselves only: the compressed copies are found by preCompressed,
    // and index.html is the template of the server-rendered shell, never served raw.
    // .vite/ holds the build manifest, for the build's own checks only.
    globIgnore: ["**/*.br", "**/*.gz", "index.html", ".vite/**"],
    // @fastify/send would write its own `Cache-Control: public, max-age=0` after setHeaders
    // (it is the default of `cacheControl`), which is why hashed assets were not cached.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", hashed ? WEB_CACHE_CONTROL.hashed : WEB_CACHE_CONTROL.other);
      if (COMPRESSIBLE.test(filePath)) res.setHeader("vary", "accept-encoding");
      // The crest in every e-mail: mail clients load it from their own origin (decision 050).
      if (path.basename(filePath) === "crest-96.png")
        res.setHeader("cross-origin-resource-policy", "cross-origin");
    },
  });
  return readFileSync(indexFile, "utf8");
}

/** Where the service worker fetches the shell it keeps for offline use; public/sw.js names it too. */
export const APP_SHELL_PATH = "/app-shell";

/**
 * Serves index.html for every other GET (the single-page app's addresses), with the page's
 * title, description and Open Graph tags filled in on the server so link previews and
 * crawlers see them without running JavaScript. A route rather than the not-found handler,
 * so @fastify/compress (which hooks routes) compresses it.
 */
export async function registerSpa(
  app: App,
  deps: Deps,
  template: string,
  pageMetaRoutes: readonly PageMetaRoute[],
  renderer: PageRenderer | null = null,
  assets: {
    /** The screen chunks a server-rendered page preloads (route-preloads.ts). */
    preloadsFor?: (pathname: string) => string;
    /** The screens' files the offline shell names (offline-assets.ts). */
    offlineScreens?: readonly string[];
  } = {},
) {
  const { preloadsFor = () => "", offlineScreens = [] } = assets;
  const maxParamLength = app.initialConfig.maxParamLength ?? 100;
  const shellCopy = shellCopies();
  const serveShell = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith("/api/")) {
      // Without this catch-all the router answers an over-long path segment with 414 (in the
      // framework errors' shape); it now falls back to this route, so say the same here.
      if (hasOverlongSegment(req.url, maxParamLength)) {
        return frameworkErrorHandler(
          Object.assign(new Error("URI too long"), { statusCode: 414, code: "FST_ERR_MAX_PARAM_LENGTH" }),
          req,
          reply,
        );
      }
      return reply.status(404).send({ error: { code: "NOT_FOUND", message: "Not found" } });
    }
    const url = pageUrl(req.url, deps.config.publicUrl);
    const site = await deps.siteSettings.readForShell(req.log);
    // An address the web app has no page for is its not-found page, answered 404.
    const meta = !isPagePath(url.pathname)
      ? NOT_FOUND_META
      : await pageMetaFor(pageMetaRoutes, url, deps, req.viewer, site.siteName).catch((err) => {
          req.log.warn({ err }, "page meta failed; serving defaults");
          return null;
        });
    // A resolver that found nothing (an unknown article) makes the shell a 404, so crawlers
    // drop the address; the browser still runs the app, which shows its not-found state.
    // `signedIn` marks a member's shell (decision 145), so their browser lays out the member's
    // header and bottom bar before its first /me answers instead of a visitor's.
    const shellInputs = {
      siteName: site.siteName,
      url: url.toString(),
      ...meta,
      signedIn: req.viewer !== null,
    };
    const shell = () => renderShell(template, shellInputs);
    // A public page is rendered on the server for a visitor (issue 12), and kept (decision 099).
    // A signed-in member gets the app's shell, which their browser renders from the API's kept
    // answers: a member's render cost a whole React render per request on the one event loop
    // (3 req/s on /alumni), and the shell costs what a static file does (decision 115). Either
    // way the address answers by cookie, and a member's answer is private.
    const renderedAddress = isServerRendered(url.pathname);
    const serverRendered = renderer !== null && renderedAddress && req.viewer === null;
    const preloads = serverRendered ? preloadsFor(url.pathname) : "";
    const rendered = serverRendered
      ? await renderPageHtml(
          renderer,
          app,
          req,
          url,
          scriptsAfterFirstPaint(
            preloads ? shell().replace("</head>", () => `  ${preloads}\n  </head>`) : shell(),
          ),
        )
      : null;
    // A visitor's public page is the same bytes for every visitor: kept by its URL with the
    // shared answers (decision 099) when whole. The shell served in place of a render that
    // failed or found every render worker busy is sent, never kept (decision 130).
    if (!isKeptPage(url.pathname) || (serverRendered && !rendered?.whole)) keepNoSharedAnswer(req);
    // Vary by cookie everywhere: a visitor's page or shell, or a member's marked shell.
    return reply
      .status(meta?.status ?? 200)
      .header("cache-control", req.viewer ? WEB_CACHE_CONTROL.personalPage : WEB_CACHE_CONTROL.shell)
      .header("vary", "accept-encoding, cookie")
      .type("text/html; charset=utf-8")
      .send(rendered?.html ?? shellCopy(req, reply, JSON.stringify(shellInputs), shell));
  };

  // A visitor's 200 page is kept like a visitor's JSON answer (shared-answers.ts, decision 099).
  // One that has merely aged out is still served while one render in the background makes it
  // again (decision 134): a render costs a hundred kept answers; a write still empties it.
  app.get(
    "/*",
    { schema: { hide: true }, config: { sharedAnswers: "visitors", servedAgedWhileRefreshed: true } },
    serveShell,
  );
  // The service worker's offline fallback (public/sw.js): the bare shell, rendered by the
  // browser for whatever address it is opened at. A server-rendered page (the home page) in
  // its place would hydrate one page's markup at another address.
  app.get(APP_SHELL_PATH, { schema: { hide: true } }, async (req, reply) => {
    const site = await deps.siteSettings.readForShell(req.log);
    return reply
      .header("cache-control", WEB_CACHE_CONTROL.shell)
      .header("x-robots-tag", "noindex")
      .type("text/html; charset=utf-8")
      .send(
        renderShell(template, { siteName: site.siteName, url: deps.config.publicUrl }).replace(
          "</body>",
          // Inert data for the service worker, which keeps every /assets/ file the shell names.
          `<script type="application/json" id="offline-assets">${JSON.stringify(offlineScreens)}</script></body>`,
        ),
      );
  });
  // Other methods, and a web file that vanished after start-up (reply.callNotFound).
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method !== "GET") {
      return reply.status(404).send({ error: { code: "NOT_FOUND", message: "Not found" } });
    }
    return serveShell(req, reply);
  });
}

/** Whether a path segment (decoded, as the router reads it) is longer than the router's limit. */
function hasOverlongSegment(url: string, limit: number): boolean {
  return (url.split("?", 1)[0] ?? "").split("/").some((segment) => {
    try {
      return decodeURIComponent(segment).length > limit;
    } catch {
      return segment.length > limit;
    }
  });
}

/**
 * The page's address on this site. The request path is appended, never resolved: resolving
 * '//host/x' would name another host in og:url, and '//[' would throw.
 */
export function pageUrl(requestUrl: string, publicUrl: string): URL {
  const joined = `${publicUrl.replace(/\/$/, "")}/${requestUrl.replace(/^\/+/, "")}`;
  return URL.canParse(joined) ? new URL(joined) : new URL(publicUrl);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const DESCRIPTION_TAG = /<meta\s+name="description"[^>]*>\s*/;

export function renderShell(
  template: string,
  meta: Partial<PageMeta> & { siteName: string; url: string; signedIn?: boolean },
): string {
  const title = meta.title ? `${meta.title} | ${meta.siteName}` : meta.siteName;
  // The site-wide description written in index.html is the default.
  const fallback = template.match(DESCRIPTION_TAG)?.[0].match(/content="([^"]*)"/)?.[1] ?? "";
  const description = meta.description ?? fallback;
  // Link previews need an absolute address (an avatar is served as /uploads/…).
  const image =
    meta.image && URL.canParse(meta.image, meta.url) ? new URL(meta.image, meta.url).toString() : undefined;
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="${meta.ogType ?? "website"}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : "",
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    image ? `<meta name="twitter:image" content="${escapeHtml(image)}">` : "",
    // A data block: never executed, so the strict CSP (no inline script) does not apply.
    meta.jsonLd
      ? `<script type="application/ld+json" id="structured-data">${jsonLdText(meta.jsonLd)}</script>`
      : "",
  ]
    .filter(Boolean)
    .join("\n    ");
  // Replacer functions, so a "$&" or "$'" in a title or article is text, not a pattern.
  return template
    .replace(/<html([^>]*)>/, (tag, attributes: string) =>
      meta.signedIn ? `<html${attributes} data-viewer="member">` : tag,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(DESCRIPTION_TAG, "")
    .replace("</head>", () => `    ${tags}\n  </head>`);
}
