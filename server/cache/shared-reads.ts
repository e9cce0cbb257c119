import type { ChangeFeed } from "./change-feed";
import { feedsPublicReads } from "./public-tables";
import { type ReadTicket, WatchedCache } from "./watched-cache";

/** Bytes counted per entry besides its value: the key, the entry objects, the LRU's slots. */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * Results of reads that do not depend on who asks (the home page's statement, a profile row by
 * id), shared by every request of this server until a table they may be read from changes
 * (decision 090): the answer is then presented for each viewer as before, so members' requests
 * skip the database without anyone's answer being shared. Concurrent misses of one key share
 * one read, so the first requests after a write do not all queue for the database at once.
 * Kept under WatchedCache's rules (a read a write overtook is not kept, and so on).
 */
export class SharedReads {
  private readonly cache: WatchedCache<{ value: unknown }>;
  private readonly inFlight = new Map<string, { ticket: ReadTicket; promise: Promise<unknown> }>();

  constructor(changes: ChangeFeed, options: { ttlSeconds: number; maxBytes: number }) {
    this.cache = new WatchedCache(changes, {
      ttlSeconds: options.ttlSeconds,
      watches: feedsPublicReads,
      // Measured once, when kept (a miss): the JSON length is close to what the rows hold, plus
      // what the entry costs whatever it holds (a member's one-flag read is a few bytes of JSON).
      limit: {
        maxSize: options.maxBytes,
        sizeOf: (kept) => ENTRY_OVERHEAD_BYTES + (JSON.stringify(kept.value)?.length ?? 0),
      },
    });
  }

  /** Whether a read now may be kept (CACHE_SECONDS above 0 and notifications arriving). */
  get active(): boolean {
    return this.cache.enabled && this.cache.startRead().epoch !== 0;
  }

  /** `load()`'s result for `key`: kept, shared with a read under way, or read now. Never mutate it. */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.active) return load();
    const kept = this.cache.get(key);
    if (kept) return kept.value as T;
    const pending = this.inFlight.get(key);
    if (pending && this.cache.isCurrent(pending.ticket)) return pending.promise as Promise<T>;
    const ticket = this.cache.startRead();
    const promise = load();
    this.inFlight.set(key, { ticket, promise });
    try {
      const value = await promise;
      this.cache.set(key, { value: deepFreeze(value) }, ticket);
      return value;
    } finally {
      if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key);
    }
  }
}

/** Shared by many requests: a presenter that tried to change one would throw, not leak into the next. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
