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

type Resolver = (url: URL, deps: Deps, viewer: Viewer | null) => Promise<PageMeta | null>;

/** Per-route server-side page metadata. Screens add their resolver here. */
const resolvers: Array<{ pattern: RegExp; resolve: Resolver }> = [];

export function registerPageMeta(pattern: RegExp, resolve: Resolver) {
  resolvers.push({ pattern, resolve });
}

export async function pageMetaFor(url: URL, deps: Deps, viewer: Viewer | null): Promise<PageMeta | null> {
  for (const r of resolvers) if (r.pattern.test(url.pathname)) return r.resolve(url, deps, viewer);
  return null;
}
