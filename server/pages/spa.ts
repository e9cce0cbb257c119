import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { jsonLdText } from "../../contract/news";
import type { App, Deps } from "../deps";
import { type PageMeta, type PageMetaRoute, pageMetaFor } from "./page-meta";

/**
 * Serves the built single-page app: hashed assets cached for a year, and index.html for
 * every other path, with the page's title, description and Open Graph tags filled in on
 * the server so link previews and crawlers see them without running JavaScript.
 */
export async function registerSpa(
  app: App,
  deps: Deps,
  webDist: string,
  pageMetaRoutes: readonly PageMetaRoute[],
) {
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, "web build not found: only the API is served (run `npm run build`)");
    return;
  }
  const template = readFileSync(indexFile, "utf8");

  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  app.setNotFoundHandler(async (req, reply) => {
    if (req.method !== "GET" || req.url.startsWith("/api/")) {
      return reply.status(404).send({ error: { code: "NOT_FOUND", message: "Not found" } });
    }
    const url = pageUrl(req.url, deps.config.publicUrl);
    const site = await deps.siteSettings.readForShell(req.log);
    const meta = await pageMetaFor(pageMetaRoutes, url, deps, req.viewer).catch((err) => {
      req.log.warn({ err }, "page meta failed; serving defaults");
      return null;
    });
    // A resolver that found nothing (an unknown article) makes the shell a 404, so crawlers
    // drop the address; the browser still runs the app, which shows its not-found state.
    return reply
      .status(meta?.status ?? 200)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(renderShell(template, { siteName: site.siteName, url: url.toString(), ...meta }));
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
  meta: Partial<PageMeta> & { siteName: string; url: string },
): string {
  const title = meta.title ? `${meta.title} | ${meta.siteName}` : meta.siteName;
  // The site-wide description written in index.html is the default.
  const fallback = template.match(DESCRIPTION_TAG)?.[0].match(/content="([^"]*)"/)?.[1] ?? "";
  const description = meta.description ?? fallback;
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="${meta.ogType ?? "website"}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(meta.siteName)}">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : "",
    `<meta name="twitter:card" content="summary">`,
    // A data block: never executed, so the strict CSP (no inline script) does not apply.
    meta.jsonLd
      ? `<script type="application/ld+json" id="structured-data">${jsonLdText(meta.jsonLd)}</script>`
      : "",
  ]
    .filter(Boolean)
    .join("\n    ");
  // Replacer functions, so a "$&" or "$'" in a title or article is text, not a pattern.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(DESCRIPTION_TAG, "")
    .replace("</head>", () => `    ${tags}\n  </head>`);
}
