import { LRUCache } from "lru-cache";
import type { ChangeFeed } from "./change-feed";

/** Taken when a read starts and handed to `set`: which writes the read may have missed. */
export interface ReadTicket {
  readonly generation: number;
  readonly epoch: number;
}

export interface WatchedCacheOptions<V> {
  /** How long a value is kept (CACHE_SECONDS), unless kept with its own life; 0 turns the cache off. */
  ttlSeconds: number;
  /** A change to which tables may make a kept value wrong (ChangeFeed's table names). */
  watches: (table: string) => boolean;
  /** At most this many values, or at most this total size (each value measured once, when kept). */
  limit: { max: number } | { maxSize: number; sizeOf: (value: V) => number };
  /** Milliseconds on a clock that only goes forward (tests set it); `performance.now` by default. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  epoch: number;
  /** When it was kept (`now()`): its age decides whether it is fresh, aged or gone. */
  keptAt: number;
  /** Its life in milliseconds: the cache's, or the one it was kept with (`set`'s `lifeSeconds`). */
  life: number;
  /** Kept one more life after it expires, to be served aged while it is refreshed (`getAged`). */
  keepAged: boolean;
}

/** What `getAged` finds: a value and whether it is still within its life. */
export interface AgedValue<V> {
  value: V;
  fresh: boolean;
}

/**
 * The rules every cache of this server keeps (decision 090), in one place: values kept by key
 * until a table they may be read from changes, from this server or any other (ChangeFeed).
 *
 * - A change to a watched table empties the cache and starts a new generation; a read that began
 *   in an earlier generation (a write overtook it) is not kept.
 * - Nothing is kept while notifications cannot arrive (epoch 0), and a value kept under an
 *   earlier listening connection (epoch) is not served: notifications may have been lost between.
 * - Values expire after `ttlSeconds`, or the life they were kept with (a visitor's page, decision
 *   143), for those that change with the clock. One kept with `keepAged` may still be served for
 *   one more life once it has expired by age alone (`getAged`: never after a write or a lost
 *   connection, which remove it like any other), while its owner reads it again (decision 134).
 */
export class WatchedCache<V extends object> {
  private readonly entries: LRUCache<string, Entry<V>> | null;
  private generation = 0;
  private readonly ttl: number;
  private readonly now: () => number;

  constructor(
    private readonly changes: ChangeFeed,
    options: WatchedCacheOptions<V>,
  ) {
    const { limit } = options;
    const ttl = options.ttlSeconds * 1000;
    this.ttl = ttl;
    this.now = options.now ?? (() => performance.now());
    // The LRU's own expiry only frees the memory: whether a value may be served is its age on
    // `now`, checked on every read.
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

  /** The value kept for `key`, if it is still true and within its life. */
  get(key: string): V | undefined {
    const found = this.getAged(key);
    return found?.fresh ? found.value : undefined;
  }

  /**
   * The value kept for `key` if it is still true: within its life (`fresh`), or, for one kept
   * with `keepAged`, expired by age alone less than one life ago. No write to a watched table
   * and no lost notification since it was kept: those empty the cache.
   */
  getAged(key: string): AgedValue<V> | undefined {
    const epoch = this.changes.epoch();
    if (epoch === 0) return undefined;
    const entry = this.entries?.get(key);
    if (!entry || entry.epoch !== epoch) return undefined;
    const age = this.now() - entry.keptAt;
    if (age < entry.life) return { value: entry.value, fresh: true };
    return entry.keepAged && age < 2 * entry.life ? { value: entry.value, fresh: false } : undefined;
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

  /**
   * Keeps `value` if the read that produced it is still current; returns whether it was kept.
   * `keepAged`: kept one more life after it expires, for `getAged`. `lifeSeconds`: its own life
   * instead of the cache's (a visitor's page, which only the clock can age: decision 143).
   */
  set(
    key: string,
    value: V,
    ticket: ReadTicket,
    { keepAged = false, lifeSeconds }: { keepAged?: boolean; lifeSeconds?: number } = {},
  ): boolean {
    if (!this.entries || !this.isCurrent(ticket)) return false;
    const life = lifeSeconds === undefined ? this.ttl : lifeSeconds * 1000;
    const entry = { value, epoch: ticket.epoch, keptAt: this.now(), life, keepAged };
    this.entries.set(key, entry, { ttl: keepAged ? 2 * life : life });
    return true;
  }

  /**
   * Replaces the value kept for `key` with `next(value)` if `value` is still the one kept,
   * keeping its expiry (a compressed copy added to a kept answer; its size is measured again).
   */
  update(key: string, value: V, next: V): void {
    const entry = this.entries?.peek(key);
    if (!entry || entry.value !== value) return;
    this.entries?.set(key, { ...entry, value: next }, { noUpdateTTL: true });
  }
}
