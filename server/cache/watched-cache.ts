import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "./change-feed";

/** Taken when a read starts and handed to `set`: which writes the read may have missed. */
export interface ReadTicket {
  readonly generation: number;
  readonly epoch: number;
}

export interface WatchedCacheOptions<V> {
  /** How long a value is kept at most (CACHE_SECONDS); 0 turns the cache off. */
  ttlSeconds: number;
  /** A change to which tables may make a kept value wrong (ChangeFeed's table names). */
  watches: (table: string) => boolean;
  /** At most this many values, or at most this total size (each value measured once, when kept). */
  limit: { max: number } | { maxSize: number; sizeOf: (value: V) => number };
}

interface Entry<V> {
  value: V;
  epoch: number;
}

/**
 * The rules every cache of this server keeps (decision 090), in one place: values kept by key
 * until a table they may be read from changes, from this server or any other (ChangeFeed).
 *
 * - A change to a watched table empties the cache and starts a new generation; a read that began
 *   in an earlier generation (a write overtook it) is not kept.
 * - Nothing is kept while notifications cannot arrive (epoch 0), and a value kept under an
 *   earlier listening connection (epoch) is not served: notifications may have been lost between.
 * - Values expire after `ttlSeconds` at the latest, for those that change with the clock.
 */
export class WatchedCache<V extends object> {
  private readonly entries: LRUCache<string, Entry<V>> | null;
  private generation = 0;

  constructor(
    private readonly changes: ChangeFeed,
    options: WatchedCacheOptions<V>,
  ) {
    const { limit } = options;
    const ttl = options.ttlSeconds * 1000;
    this.entries =
      ttl <= 0
        ? null
        : "max" in limit
          ? new LRUCache({ ttl, max: limit.max })
          : new LRUCache({
              ttl,
              maxSize: limit.maxSize,
              sizeCalculation: (entry) => Math.max(1, limit.sizeOf(entry.value)),
            });
    changes.subscribe((table) => {
      if (!options.watches(table)) return;
      this.generation += 1;
      this.entries?.clear();
    });
  }

  /** False when CACHE_SECONDS is 0: nothing is ever kept. */
  get enabled(): boolean {
    return this.entries !== null;
  }

  /** The value kept for `key`, if it is still true. */
  get(key: string): V | undefined {
    const epoch = this.changes.epoch();
    if (epoch === 0) return undefined;
    const entry = this.entries?.get(key);
    return entry && entry.epoch === epoch ? entry.value : undefined;
  }

  /** Call before reading what will be kept, and pass to `set`. */
  startRead(): ReadTicket {
    return { generation: this.generation, epoch: this.changes.epoch() };
  }

  /** Whether no watched table changed and no notification can have been lost since `ticket`. */
  isCurrent(ticket: ReadTicket): boolean {
    return (
      ticket.generation === this.generation && ticket.epoch !== 0 && ticket.epoch === this.changes.epoch()
    );
  }

  /** Keeps `value` if the read that produced it is still current; returns whether it was kept. */
  set(key: string, value: V, ticket: ReadTicket): boolean {
    if (!this.entries || !this.isCurrent(ticket)) return false;
    this.entries.set(key, { value, epoch: ticket.epoch });
    return true;
  }

  /**
   * Replaces the value kept for `key` with `next(value)` if `value` is still the one kept,
   * keeping its expiry (a compressed copy added to a kept answer; its size is measured again).
   */
  update(key: string, value: V, next: V): void {
    const entry = this.entries?.peek(key);
    if (!entry || entry.value !== value) return;
    this.entries?.set(key, { value: next, epoch: entry.epoch }, { noUpdateTTL: true });
  }
}
