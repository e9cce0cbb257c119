import { expect } from "vitest";
import type { CatalogRoute } from "../cache/route-catalog";
import type { SharedReads } from "../cache/shared-reads";
import { call, type TestContext } from "./harness";

/**
 * The differential check of everything kept (issue 23): every route whose answer may be kept
 * (marked `sharedAnswers`) or that reads a shared read, asked by every kind of viewer, answers
 * the same on servers with the caches on as on a server with them off. The routes come from the
 * running app (Fastify's onRoute: `app.keptRouteCatalog`), so a route added later is covered.
 */

/** Who asks: a name for the report and their session cookie (none: a visitor). */
export interface Asker {
  name: string;
  cookie?: string;
}

/** Ids to put in a route's parameters, by the route's first segment after /api/v1/ ("profiles"). */
export type IdsByKind = Record<string, string[]>;

/** Query strings every kept route without parameters is also asked with. */
const QUERY_VARIANTS = ["", "?search=diff&limit=6", "?graduation_year=1990"];

/** A route pattern's concrete URLs: each parameter filled with each id of its kind (all ids when unknown). */
export function urlsOf(pattern: string, ids: IdsByKind): string[] {
  if (!pattern.includes(":")) return [pattern];
  const kind = pattern.replace(/^\/api\/v1\//, "").split("/")[0];
  const candidates = ids[kind] ?? Object.values(ids).flat();
  return candidates.map((id) => pattern.replace(/:[A-Za-z]+/g, id));
}

/**
 * The routes whose answers may be kept: those marked `sharedAnswers`, and every other GET route
 * of the API found reading a shared read when `askers` (a member, an admin) ask it once.
 */
export async function keptRoutes(ctx: TestContext, askers: Asker[], ids: IdsByKind): Promise<CatalogRoute[]> {
  const catalog = ctx.app.keptRouteCatalog.filter(
    (r) => r.url.startsWith("/api/v1/") && !r.url.includes("*"),
  );
  const marked = catalog.filter((r) => r.sharedAnswers);
  const reads = ctx.deps.sharedReads;
  const original = reads.read;
  let used = 0;
  reads.read = ((...args: Parameters<SharedReads["read"]>) => {
    used += 1;
    return original.apply(reads, args);
  }) as SharedReads["read"];
  const readingShared: CatalogRoute[] = [];
  try {
    for (const route of catalog) {
      if (route.sharedAnswers) continue;
      used = 0;
      // One id of each kind is enough to see whether the route reads a shared read.
      const [url] = urlsOf(route.url, ids);
      if (url) for (const asker of askers) await call(ctx, "GET", url, undefined, asker.cookie);
      if (used > 0) readingShared.push(route);
    }
  } finally {
    reads.read = original;
  }
  return [...marked, ...readingShared];
}

/** Every URL the check asks: each kept route's, and those that read a query with the variants. */
export function keptUrls(routes: CatalogRoute[], ids: IdsByKind): string[] {
  return routes.flatMap((route) =>
    urlsOf(route.url, ids).flatMap((url) =>
      route.takesQuery ? QUERY_VARIANTS.map((q) => `${url}${q}`) : [url],
    ),
  );
}

/** What the server with the caches off answers each asker for each URL: the reference. */
export type Answers = Map<string, string>;

const answerOf = (res: { status: number; body: unknown }) => `${res.status} ${JSON.stringify(res.body)}`;

export async function freshAnswers(
  reference: TestContext,
  askers: Asker[],
  urls: string[],
): Promise<Answers> {
  const answers: Answers = new Map();
  for (const url of urls) {
    const each = await Promise.all(askers.map((a) => call(reference, "GET", url, undefined, a.cookie)));
    askers.forEach((a, i) => {
      answers.set(`${a.name} ${url}`, answerOf(each[i]));
    });
  }
  return answers;
}

/**
 * Each (asker, URL) whose answer on `server` (caches on) differs from the reference's, as lines
 * for the report; empty when every kept answer is what a fresh read gives. The askers ask one
 * after another, so an answer kept for the first and served to the next shows.
 */
export async function differences(
  name: string,
  server: TestContext,
  reference: Answers,
  askers: Asker[],
  urls: string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    for (const asker of askers) {
      const kept = answerOf(await call(server, "GET", url, undefined, asker.cookie));
      const fresh = reference.get(`${asker.name} ${url}`);
      if (kept !== fresh) {
        found.push(
          `${name}, ${asker.name}, GET ${url}: ${kept.slice(0, 300)}\n  caches off: ${fresh?.slice(0, 300)}`,
        );
      }
    }
  }
  return found;
}

/** Fails with the differences listed (not one opaque inequality). */
export function expectNoDifferences(found: string[], after: string) {
  expect(found, `after ${after}`).toEqual([]);
}
