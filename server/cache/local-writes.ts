import type { App } from "../deps";
import type { ChangeFeed } from "./change-feed";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A write request that succeeded through this server (any method but a read, answered below
 * 400) drops this server's caches before its answer leaves, so whoever wrote reads their change
 * back at once; the tables' NOTIFY tells the other servers (decision 090). Sign-in and sign-out
 * (Better Auth's POST routes) count as writes too, which the viewer cache relies on.
 */
export function dropCachesOnLocalWrites(app: App, changes: ChangeFeed) {
  app.addHook("onSend", async (req, reply, payload) => {
    if (!READS.has(req.method) && reply.statusCode < 400) changes.changedLocally();
    return payload;
  });
}
