import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "../cache/change-feed";
import { feedsViewers } from "../cache/public-tables";
import type { Viewer } from "./viewer";

interface Entry {
  viewer: Viewer;
  /** When the session ends or is due for Better Auth's rolling refresh, whichever comes first. */
  validUntil: number;
  epoch: number;
}

/**
 * Signed-in viewers by session token, so a member's requests cost no lookup while nothing about
 * them changed (issue 10 item 3, decision 090). A sign-out, a revoked session or a changed role
 * or e-mail is a write to session, user or user_roles: through this server it empties the cache
 * before its answer leaves, from anywhere else when its NOTIFY arrives (ChangeFeed); nothing is
 * kept while notifications cannot arrive. Entries also expire after `ttlSeconds`.
 */
export class ViewerCache {
  private readonly entries: LRUCache<string, Entry> | null;
  private generation = 0;

  constructor(
    private readonly changes: ChangeFeed,
    options: { ttlSeconds: number; max: number },
  ) {
    this.entries =
      options.ttlSeconds > 0 ? new LRUCache({ max: options.max, ttl: options.ttlSeconds * 1000 }) : null;
    changes.subscribe((table) => {
      if (!feedsViewers(table)) return;
      this.generation += 1;
      this.entries?.clear();
    });
  }

  get(token: string): Viewer | null {
    const entry = this.entries?.get(token);
    if (!entry || entry.epoch !== this.changes.epoch() || entry.validUntil <= Date.now()) return null;
    return entry.viewer;
  }

  /** Call before reading the viewer, and pass to `set`: a read that a write overtook is not kept. */
  startRead(): { generation: number; epoch: number } {
    return { generation: this.generation, epoch: this.changes.epoch() };
  }

  set(token: string, viewer: Viewer, validUntil: number, read: { generation: number; epoch: number }) {
    if (read.generation !== this.generation || read.epoch === 0 || read.epoch !== this.changes.epoch())
      return;
    // Frozen: every request of this session gets this object until a write.
    Object.freeze(viewer.user);
    Object.freeze(viewer.roles);
    this.entries?.set(token, { viewer: Object.freeze(viewer), validUntil, epoch: read.epoch });
  }
}
