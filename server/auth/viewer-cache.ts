import type { ChangeFeed } from "../cache/change-feed";
import { feedsViewers } from "../cache/public-tables";
import { type ReadTicket, WatchedCache } from "../cache/watched-cache";
import type { Viewer } from "./viewer";

interface Entry {
  viewer: Viewer;
  /** When the session ends or is due for Better Auth's rolling refresh, whichever comes first. */
  validUntil: number;
}

/**
 * Signed-in viewers by session token, so a member's requests cost no lookup while nothing about
 * them changed (issue 10 item 3, decision 090). A sign-out, a revoked session or a changed role
 * or e-mail is a write to session, user or user_roles: through this server it empties the cache
 * before its answer leaves, from anywhere else when its NOTIFY arrives (ChangeFeed). Kept under
 * WatchedCache's rules.
 */
export class ViewerCache {
  private readonly cache: WatchedCache<Entry>;

  constructor(changes: ChangeFeed, options: { ttlSeconds: number; max: number }) {
    this.cache = new WatchedCache(changes, {
      ttlSeconds: options.ttlSeconds,
      watches: feedsViewers,
      limit: { max: options.max },
    });
  }

  get(token: string): Viewer | null {
    const entry = this.cache.get(token);
    return entry && entry.validUntil > Date.now() ? entry.viewer : null;
  }

  /** Call before reading the viewer, and pass to `set`: a read that a write overtook is not kept. */
  startRead(): ReadTicket {
    return this.cache.startRead();
  }

  set(token: string, viewer: Viewer, validUntil: number, read: ReadTicket) {
    // Frozen: every request of this session gets this object until a write.
    Object.freeze(viewer.user);
    Object.freeze(viewer.roles);
    this.cache.set(token, { viewer: Object.freeze(viewer), validUntil }, read);
  }
}
