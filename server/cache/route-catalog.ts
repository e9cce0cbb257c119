import type { App } from "../deps";

/** A GET route of this server, as registered, and whether its answers may be kept. */
export interface CatalogRoute {
  url: string;
  sharedAnswers: "visitors" | "everyone" | undefined;
  /** Whether it reads a query string (a schema for one): then it is also asked with queries. */
  takesQuery: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Every GET route registered after the caches (all the API's and pages'), filled by Fastify's
     * `onRoute`: what the differential test of kept answers walks (issue 23), so a route added
     * later is covered without a test of its own.
     */
    keptRouteCatalog: CatalogRoute[];
  }
}

/** Call before the routes are registered. */
export function recordRouteCatalog(app: App) {
  const catalog: CatalogRoute[] = [];
  app.decorate("keptRouteCatalog", catalog);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes("GET")) return;
    catalog.push({
      url: route.url,
      sharedAnswers: route.config?.sharedAnswers,
      takesQuery: Boolean(route.schema?.querystring),
    });
  });
}
