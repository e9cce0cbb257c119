import type { Viewer } from "../auth/viewer";
import type { Deps } from "../deps";

export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  ogType?: string;
  /** schema.org data for search engines, served as a `<script type="application/ld+json">` block. */
  jsonLd?: Record<string, unknown>;
  /** 404 when the page's subject does not exist (or is not this viewer's to see); default 200. */
  status?: 404;
}

/** `siteName` is the one the shell already read, so a resolver need not read the settings again. */
type Resolver = (url: URL, deps: Deps, viewer: Viewer | null, siteName: string) => Promise<PageMeta | null>;

/** One public route's page metadata: modules export theirs, server/modules/index.ts lists them. */
export interface PageMetaRoute {
  pattern: RegExp;
  resolve: Resolver;
}

/** The metadata of the first route whose pattern matches the path, or null (site defaults). */
export async function pageMetaFor(
  routes: readonly PageMetaRoute[],
  url: URL,
  deps: Deps,
  viewer: Viewer | null,
  siteName: string,
): Promise<PageMeta | null> {
  for (const r of routes) if (r.pattern.test(url.pathname)) return r.resolve(url, deps, viewer, siteName);
  return null;
}
