import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isPagePath } from "../../contract/page-paths";
import PUBLIC_PAGE_SCREENS from "../../contract/public-page-screens.json";

/** A chunk of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export type PublicPage = keyof typeof PUBLIC_PAGE_SCREENS;

/** The public page an address shows (the keys of contract/public-page-screens.json), or null. */
export function publicPageOf(pathname: string): PublicPage | null {
  const p = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (["/", "/alumni", "/events", "/news", "/newsletters", "/house-cup", "/auth"].includes(p))
    return p as PublicPage;
  if (/^\/alumni\/[^/]+$/.test(p)) return "/alumni/{id}";
  if (/^\/news\/[^/]+$/.test(p)) return "/news/{id}";
  if (/^\/newsletters\/[^/]+$/.test(p)) return "/newsletters/{id}";
  return isPagePath(pathname) ? null : "404";
}

/**
 * `<link rel="modulepreload">` tags for a server-rendered public page's screen chunk and the
 * chunks it imports (those index.html does not preload already), from the build manifest:
 * the browser fetches them beside the entry instead of after it has run and React has asked
 * for the lazily loaded screen, which shortens the time until the page is hydrated (issue 12).
 * They are the same files the JavaScript budget counts for the page (scripts/check-js-budget.mjs).
 * Returns a function of the page's path; without a manifest it gives no tags.
 */
export function routePreloads(webDist: string): (pathname: string) => string {
  const file = path.join(webDist, ".vite", "manifest.json");
  if (!existsSync(file)) return () => "";
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith("index.html"));
  const preloaded = entry ? closure(entry) : new Set<string>();
  const tags = new Map<PublicPage, string>();
  for (const [page, screen] of Object.entries(PUBLIC_PAGE_SCREENS) as Array<[PublicPage, string]>) {
    const files = [...closure(screen)].filter((k) => !preloaded.has(k)).map((k) => manifest[k]!.file);
    tags.set(
      page,
      files
        .filter((f) => f.endsWith(".js"))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        .join("\n    "),
    );
  }
  return (pathname) => {
    const page = publicPageOf(pathname);
    return page ? (tags.get(page) ?? "") : "";
  };
}
