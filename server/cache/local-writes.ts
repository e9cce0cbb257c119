import type { App } from "../deps";
import type { ChangeFeed } from "./change-feed";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A signed-in member's write request that succeeded through this server (any method but a
 * read, answered below 400) drops this server's caches before its answer leaves, so they read
 * their change back at once; the tables' NOTIFY tells the other servers, and this one too a
 * moment later (decision 090). Sign-out counts (the viewer cache relies on it).
 *
 * Only members': a visitor's writes (sign-up, newsletter subscription, resend verification) are
 * open to anyone, so letting them empty the caches would let anyone make every read go to the
 * database again; what they change reaches the caches by NOTIFY within milliseconds.
 */
export function dropCachesOnLocalWrites(app: App, changes: ChangeFeed) {
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.viewer !== null && !READS.has(req.method) && reply.statusCode < 400) changes.changedLocally();
    return payload;
  });
}
