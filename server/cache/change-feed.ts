import type { Database } from "../db/client";

/** The NOTIFY channel the tables' triggers write to (migration 0015): the payload is the table's name. */
export const CHANGES_CHANNEL = "alumni_changes";

/** What a subscriber hears for a write made through this server's own API: any table may have changed. */
export const ANY_TABLE = "*";

export type ChangeListener = (table: string) => void;

/**
 * Which tables changed, for the caches of this server (decision 090). Every table a cache reads
 * has a statement trigger that runs `pg_notify('alumni_changes', table)` (the others are listed
 * in ./public-tables.ts), so a write from any app server, job, import or psql session reaches
 * every server at its commit.
 *
 * Two gaps a cache must not fall into, closed here:
 * - A notification reaches this server's listener a little after the commit, so a member who
 *   writes through this server could read the old answer back. The app calls
 *   `changedLocally()` when a member's write request succeeds, before its answer leaves
 *   (./local-writes.ts).
 * - While the PostgreSQL listening connection is down, notifications are lost. `epoch()`
 *   changes with every new connection and is 0 while there is none: a cache keeps an entry only
 *   for the epoch it was filled in, and keeps nothing at epoch 0.
 */
export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.database.listen(CHANGES_CHANNEL, (table) => this.emit(table));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }

  /** Calls `listener` with each changed table's name (or ANY_TABLE); returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A write through this server committed: its caches drop now, not when the NOTIFY arrives. */
  changedLocally(): void {
    this.emit(ANY_TABLE);
  }

  /** See Database.listenEpoch: 0 while notifications cannot arrive (and before start()). */
  epoch(): number {
    return this.unlisten ? this.database.listenEpoch() : 0;
  }

  private emit(table: string) {
    for (const listener of this.listeners) listener(table);
  }
}
