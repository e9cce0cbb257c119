import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { App } from "../deps";

/** Marks the request that reads an aged answer again; random per process, so no client can send it. */
const REFRESH_HEADER = "x-kept-answer-refresh";
const REFRESH_MARK = randomBytes(24).toString("base64url");

/**
 * Refreshes in flight at most, over all addresses: a burst of aged pages (a crawler after a
 * quiet spell) must not fill the render workers' queue ahead of visitors' own renders. An aged
 * answer whose refresh found no room is refreshed by a later request, or read in its visitor's
 * path once it is a life past its expiry.
 */
const MAX_REFRESHES = 8;

/**
 * The background reads of aged answers (decision 134): a kept answer of a route marked
 * `servedAgedWhileRefreshed` that has expired by age alone is sent as it is, and one request
 * made through the app itself (`inject`, no cookie: a visitor's request, from the address of the
 * visitor who found it aged) reads it again; the shared answer cache keeps what it answers under
 * its usual rules (a read a write overtook is not kept). One refresh per URL at a time.
 */
export function agedAnswerRefresher(app: App) {
  const running = new Map<string, Promise<void>>();
  let closing = false;
  // A refresh under way is let finish before the app closes: it reads the database and the
  // render workers, which close after this hook.
  app.addHook("preClose", async () => {
    closing = true;
    await Promise.all(running.values());
  });
  return {
    /** Whether `req` is a refresh: it must read again, not be answered from the cache. */
    isRefresh: (req: FastifyRequest) => req.headers[REFRESH_HEADER] === REFRESH_MARK,
    /** Starts reading `req.url` again unless it is being read already (or too many are). */
    refresh(req: FastifyRequest): void {
      const url = req.url;
      if (closing || running.has(url) || running.size >= MAX_REFRESHES) return;
      const refreshed = app
        .inject({ method: "GET", url, remoteAddress: req.ip, headers: { [REFRESH_HEADER]: REFRESH_MARK } })
        .then((res) => {
          if (res.statusCode !== 200)
            req.log.warn({ url, status: res.statusCode }, "an aged answer's refresh was not a 200");
        })
        .catch((err: unknown) => req.log.error({ err, url }, "an aged answer's refresh failed"))
        .finally(() => running.delete(url));
      running.set(url, refreshed);
    },
  };
}
