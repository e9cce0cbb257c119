import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../deps";
import { acceptedEncoding, COMPRESSION_THRESHOLD, compressOnce, type Encoding } from "../http/compression";
import { agedAnswerRefresher } from "./aged-answers";
import type { ChangeFeed } from "./change-feed";
import { feedsPublicReads } from "./public-tables";
import { recordRouteCatalog } from "./route-catalog";
import { type ReadTicket, WatchedCache } from "./watched-cache";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Which of the route's 200 answers may be kept and shared (decision 090): `visitors`, when
     * every visitor gets the same answer for a URL (members get their own, never kept);
     * `everyone`, when the answer depends on nothing but the URL and the data, whoever asks.
     */
    sharedAnswers?: "visitors" | "everyone";
    /**
     * A kept answer of this route that has expired by age alone is still served for one more
     * life while one request in the background reads it again (decision 134): for answers that
     * are slow to make (a visitor's rendered page), never for one a write emptied.
     */
    servedAgedWhileRefreshed?: boolean;
  }
  interface FastifyRequest {
    /** Set by the shared answer cache: the answer came from it, or the ticket of the read that fills it. */
    sharedAnswerState: { hit: true } | { hit: false; ticket: ReadTicket } | null;
  }
}

interface Entry {
  body: string;
  bodyBytes: number;
  contentType: string;
  cacheControl: string | undefined;
  /** The answer's own Vary (a page's names the cookie); `accept-encoding` is added when compressed. */
  vary: string | undefined;
  /** Compressed copies, made the first time a client asks for that encoding. */
  compressed: Partial<Record<Encoding, Buffer>>;
}

export interface SharedAnswersOptions {
  /** How long an answer is kept at most (CACHE_SECONDS); 0 turns the cache off. */
  ttlSeconds: number;
  /** Bytes of bodies and compressed copies kept at most; the least recently used go first. */
  maxBytes: number;
  /** The cache's clock in milliseconds (tests); `performance.now` by default. */
  now?: () => number;
}

const entrySize = (e: Entry) =>
  e.bodyBytes + (e.compressed.br?.length ?? 0) + (e.compressed.gzip?.length ?? 0) + 200;

/**
 * For a route marked `sharedAnswers` whose answer to this request must not be kept (a page
 * whose render had a failed part, decision 099): it is sent, and the next request reads again.
 */
export function keepNoSharedAnswer(req: FastifyRequest): void {
  if (req.sharedAnswerState && !req.sharedAnswerState.hit) req.sharedAnswerState = null;
}

/**
 * Keeps the answers of the routes marked `sharedAnswers` to visitors (no valid session), or to
 * everyone where the answer does not depend on who asks, keyed by their URL, and answers later
 * requests from memory, compressed once per encoding instead of once per request (decision
 * 090). The server-rendered public pages are among them: a visitor's page is kept by its URL
 * like a JSON answer (server/pages/spa.ts, decision 099). An answer that depends on the member asking is never kept or served.
 *
 * It stays true because every write empties it: a member's write through this server before its
 * answer leaves, any write when its NOTIFY arrives (another server, a job, psql; ChangeFeed), under
 * WatchedCache's rules. Entries also expire after `ttlSeconds`, for answers that change with the
 * clock (upcoming events).
 */
export function registerSharedAnswers(app: App, changes: ChangeFeed, options: SharedAnswersOptions) {
  app.decorateRequest("sharedAnswerState", null);
  recordRouteCatalog(app);
  const cache = new WatchedCache<Entry>(changes, {
    ttlSeconds: options.ttlSeconds,
    watches: feedsPublicReads,
    limit: { maxSize: options.maxBytes, sizeOf: entrySize },
    now: options.now,
  });
  if (!cache.enabled) return;
  const refresher = agedAnswerRefresher(app);

  const cacheable = (req: FastifyRequest) => {
    const shared = req.routeOptions.config?.sharedAnswers;
    return req.method === "GET" && (shared === "everyone" || (shared === "visitors" && req.viewer === null));
  };

  // Registered after the viewer is resolved (buildApp), so `req.viewer` is known here.
  app.addHook("preHandler", async (req, reply) => {
    if (!cacheable(req)) return;
    // The refresh of an aged answer reads again whatever is kept.
    const kept = refresher.isRefresh(req) ? undefined : cache.getAged(req.url);
    if (kept && (kept.fresh || req.routeOptions.config?.servedAgedWhileRefreshed)) {
      req.sharedAnswerState = { hit: true };
      if (!kept.fresh) refresher.refresh(req);
      return send(reply, kept.value, req.url);
    }
    req.sharedAnswerState = { hit: false, ticket: cache.startRead() };
  });

  app.addHook("onSend", async (req, reply, payload) => {
    const state = req.sharedAnswerState;
    if (!state || state.hit || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    const entry: Entry = {
      body: payload,
      bodyBytes: Buffer.byteLength(payload),
      contentType: String(reply.getHeader("content-type") ?? "application/json; charset=utf-8"),
      cacheControl: reply.getHeader("cache-control") as string | undefined,
      vary: reply.getHeader("vary") as string | undefined,
      compressed: {},
    };
    // Kept only if no write was seen since the read began, and notifications were arriving.
    cache.set(req.url, entry, state.ticket, {
      keepAged: req.routeOptions.config?.servedAgedWhileRefreshed === true,
    });
    return encoded(reply, entry, req.url) ?? payload;
  });

  /** The entry's body in the encoding the client prefers, marked so @fastify/compress leaves it. */
  function encoded(reply: FastifyReply, entry: Entry, key: string): Buffer | null {
    if (entry.bodyBytes < COMPRESSION_THRESHOLD) return null;
    const encoding = acceptedEncoding(reply.request);
    if (!encoding) return null;
    let body = entry.compressed[encoding];
    if (!body) {
      body = compressOnce(entry.body, encoding);
      // A new entry object, so the cache counts the copy's bytes (it sizes only a changed value).
      cache.update(key, entry, { ...entry, compressed: { ...entry.compressed, [encoding]: body } });
    }
    reply.header("content-encoding", encoding);
    reply.header("vary", entry.vary?.includes("accept-encoding") ? entry.vary : "accept-encoding");
    return body;
  }

  function send(reply: FastifyReply, entry: Entry, key: string) {
    reply.header("content-type", entry.contentType);
    if (entry.cacheControl) reply.header("cache-control", entry.cacheControl);
    if (entry.vary) reply.header("vary", entry.vary);
    return reply.send(encoded(reply, entry, key) ?? entry.body);
  }
}
