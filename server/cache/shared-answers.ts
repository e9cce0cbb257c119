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
  /** How long an answer is kept (CACHE_SECONDS; a page: `pageTtlSeconds`); 0 turns the cache off. */
  ttlSeconds: number;
  /**
   * The life of the answers of routes marked `servedAgedWhileRefreshed`, the visitors' pages
   * (PAGE_CACHE_SECONDS, decision 143); `ttlSeconds` when not given.
   */
  pageTtlSeconds?: number;
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
 * WatchedCache's rules. Entries also expire after `ttlSeconds` (pages after `pageTtlSeconds`), for
 * answers that change with the clock (upcoming events).
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
  const readsUnderWay = readsByUrl();

  const cacheable = (req: FastifyRequest) => {
    const shared = req.routeOptions.config?.sharedAnswers;
    return req.method === "GET" && (shared === "everyone" || (shared === "visitors" && req.viewer === null));
  };

  // Registered after the viewer is resolved (buildApp), so `req.viewer` is known here.
  app.addHook("preHandler", async (req, reply) => {
    if (!cacheable(req)) return;
    // The refresh of an aged answer reads again whatever is kept.
    const refresh = refresher.isRefresh(req);
    if (!refresh && sendKept(req, reply)) return reply;
    // Another request is reading this answer now (the first after it expired or a write
    // emptied the cache): wait for its answer rather than read and compress it again.
    const reading = readsUnderWay.get(req.url);
    if (!refresh && reading && cache.isCurrent(reading.ticket)) {
      await reading.done;
      if (sendKept(req, reply)) return reply;
    }
    req.sharedAnswerState = { hit: false, ticket: cache.startRead() };
    readsUnderWay.start(req, req.sharedAnswerState.ticket, (t) => cache.isCurrent(t));
  });

  /** Sends what is kept for the URL if it may be served; false when there is nothing to send. */
  function sendKept(req: FastifyRequest, reply: FastifyReply): boolean {
    const kept = cache.getAged(req.url);
    if (!kept || !(kept.fresh || req.routeOptions.config?.servedAgedWhileRefreshed)) return false;
    req.sharedAnswerState = { hit: true };
    if (!kept.fresh) refresher.refresh(req);
    send(reply, kept.value, req.url);
    return true;
  }

  app.addHook("onSend", async (req, reply, payload) => {
    try {
      return keepAndEncode(req, reply, payload);
    } finally {
      // Kept (or not) by now: the requests waiting for this read look again.
      readsUnderWay.finish(req);
    }
  });
  // A read whose answer is never sent (the client left) lets its waiters go too.
  app.addHook("onResponse", (req, _reply, done) => {
    readsUnderWay.finish(req);
    done();
  });
  app.addHook("onRequestAbort", (req, done) => {
    readsUnderWay.finish(req);
    done();
  });

  function keepAndEncode(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
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
    const page = req.routeOptions.config?.servedAgedWhileRefreshed === true;
    cache.set(req.url, entry, state.ticket, {
      keepAged: page,
      lifeSeconds: page ? options.pageTtlSeconds : undefined,
    });
    return encoded(reply, entry, req.url) ?? payload;
  }

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

/**
 * The reads of kept answers under way, one per URL (decision 140): the first request that
 * finds nothing kept reads; others for the same URL arriving meanwhile wait for it and are
 * answered from the cache if it kept what that read answered (under the cache's usual rules: a
 * read a write overtook is not waited for, nor kept), else they read themselves. Without this,
 * every request arriving between an answer's expiry and its new copy read and compressed it
 * again: at 200 connections a slow answer (the House Cup's six statements) was read by dozens.
 */
function readsByUrl() {
  interface Reading {
    ticket: ReadTicket;
    done: Promise<void>;
  }
  const byUrl = new Map<string, Reading>();
  const finishers = new WeakMap<FastifyRequest, () => void>();
  return {
    get: (url: string) => byUrl.get(url),
    /** `req` reads `req.url` now; it is the one waited for unless a current read is under way. */
    start(req: FastifyRequest, ticket: ReadTicket, isCurrent: (t: ReadTicket) => boolean) {
      const url = req.url;
      const current = byUrl.get(url);
      if (current && isCurrent(current.ticket)) return;
      let release = () => {};
      const reading: Reading = { ticket, done: new Promise<void>((resolve) => (release = resolve)) };
      byUrl.set(url, reading);
      finishers.set(req, () => {
        if (byUrl.get(url) === reading) byUrl.delete(url);
        release();
      });
    },
    /** `req`'s read is over (kept or not): whoever waits for it looks again. Idempotent. */
    finish(req: FastifyRequest) {
      finishers.get(req)?.();
      finishers.delete(req);
    },
  };
}
