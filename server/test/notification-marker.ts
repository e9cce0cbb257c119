import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** A channel of the tests' own: a marker on it empties no cache (the caches hear alumni_changes). */
const MARKER_CHANNEL = "alumni_test_marker";

/**
 * Tells when a server has heard every change committed so far. PostgreSQL (and PGlite) deliver a
 * listening session's notifications in commit order, and a Database listens on one connection,
 * so once a marker sent now reaches this server, every change committed before it has reached
 * its ChangeFeed: a positive signal, not a sleep.
 */
export async function listenForMarkers(database: Database) {
  const waiting = new Map<string, () => void>();
  const stop = await database.listen(MARKER_CHANNEL, (payload) => waiting.get(payload)?.());
  return {
    /** Resolves once this server has heard every change committed before the call. */
    async caughtUp(timeoutMs = 30_000): Promise<void> {
      const marker = crypto.randomUUID();
      const heard = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(marker);
          reject(new Error(`the marker notification did not arrive within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(marker, () => {
          clearTimeout(timer);
          waiting.delete(marker);
          resolve();
        });
      });
      await database.db.execute(sql`SELECT pg_notify(${MARKER_CHANNEL}, ${marker})`);
      await heard;
    },
    stop,
  };
}
