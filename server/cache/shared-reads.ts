import type { Db } from "../db/client";
import type { ChangeFeed } from "./change-feed";
import { feedsPublicReads } from "./public-tables";
import { type ReadTicket, WatchedCache } from "./watched-cache";

/** Bytes counted per entry besides its value: the key, the entry objects, the LRU's slots. */
const ENTRY_OVERHEAD_BYTES = 200;

type KeyValue = string | number | boolean | null | undefined;

/**
 * What a shared read may be asked with: a value, or a flat record of values (a list's query).
 * Never an object holding others, as a viewer does (`{ user: { … }, roles: [ … ] }`): a loader
 * cannot be handed who is asking, so its result cannot depend on them (issue 23).
 */
export type SharedReadArg = KeyValue | { readonly [field: string]: KeyValue };

/** A named read whose result is the same whoever asks; its key is its name and its arguments. */
export interface SharedRead<A extends readonly SharedReadArg[], T> {
  readonly name: string;
  readonly load: (db: Db, ...args: A) => Promise<T>;
}

const definedNames = new Set<string>();

/**
 * Defines a shared read, once, at a module's top level: the loader gets the database and the
 * typed arguments its key is made of, nothing else (`sharedRead("profile", (db, id: string) =>
 * findProfile(db, id))`). A loader that takes a viewer does not type-check; one defined where a
 * viewer is in scope (inside a request handler) would be defined again on the next request, and
 * that throws, so it cannot capture one either.
 */
export function sharedRead<A extends readonly SharedReadArg[], T>(
  name: string,
  load: (db: Db, ...args: A) => Promise<T>,
): SharedRead<A, T> {
  if (definedNames.has(name)) {
    throw new Error(`shared read "${name}" defined twice: define each once, at a module's top level`);
  }
  definedNames.add(name);
  return Object.freeze({ name, load });
}

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

  constructor(
    private readonly db: Db,
    changes: ChangeFeed,
    options: { ttlSeconds: number; maxBytes: number },
  ) {
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

  /** `definition`'s result for these arguments: kept, shared with a read under way, or read now. Never mutate it. */
  async read<A extends readonly SharedReadArg[], T>(definition: SharedRead<A, T>, ...args: A): Promise<T> {
    const load = () => definition.load(this.db, ...args);
    if (!this.active) return load();
    const key = `${definition.name}:${JSON.stringify(args)}`;
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
