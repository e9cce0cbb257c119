import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "./change-feed";
import { feedsPublicReads } from "./public-tables";

interface Entry {
  value: unknown;
  epoch: number;
}

/**
 * Results of reads that do not depend on who asks (the home page's statement, a profile row by
 * id), shared by every request of this server until a table they may be read from changes
 * (decision 090): the answer is then presented for each viewer as before, so members' requests
 * skip the database without anyone's answer being shared. Concurrent misses of one key share
 * one read, so the first requests after a write do not all queue for the database at once.
 * The same guards as the answer cache: a read a write overtook is not kept, nothing is kept
 * while notifications cannot arrive, and entries expire after `ttlSeconds`.
 */
export class SharedReads {
  private readonly entries: LRUCache<string, Entry> | null;
  private readonly inFlight = new Map<
    string,
    { generation: number; epoch: number; promise: Promise<unknown> }
  >();
  private generation = 0;

  constructor(
    private readonly changes: ChangeFeed,
    options: { ttlSeconds: number; maxBytes: number },
  ) {
    this.entries =
      options.ttlSeconds > 0
        ? new LRUCache({
            maxSize: options.maxBytes,
            // Measured once, when kept (a miss): the JSON length is close to what the rows hold.
            sizeCalculation: (entry) => JSON.stringify(entry.value)?.length ?? 1,
            ttl: options.ttlSeconds * 1000,
          })
        : null;
    changes.subscribe((table) => {
      if (!feedsPublicReads(table)) return;
      this.generation += 1;
      this.entries?.clear();
    });
  }

  /** `load()`'s result for `key`: kept, shared with a read under way, or read now. Never mutate it. */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const epoch = this.changes.epoch();
    if (!this.entries || epoch === 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.epoch === epoch) return entry.value as T;
    const generation = this.generation;
    const pending = this.inFlight.get(key);
    if (pending && pending.generation === generation && pending.epoch === epoch)
      return pending.promise as Promise<T>;
    const promise = load();
    this.inFlight.set(key, { generation, epoch, promise });
    try {
      const value = await promise;
      if (generation === this.generation && epoch === this.changes.epoch()) {
        this.entries.set(key, { value: deepFreeze(value), epoch });
      }
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
