import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Database, Db } from "../db/client";

/**
 * Counts the statements the database client runs while fn runs (both drivers' query entry
 * points: PGlite's query/exec, pg's Pool.query). The job queue's workers poll the same client
 * in the background and can land inside the window; they only ever add, so callers take the
 * fewest of several runs (`fewestQueries`).
 */
export async function countQueries(database: Database, fn: () => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  const methods = ["query", "exec", "execute"].filter((m) => typeof client[m] === "function");
  const originals = methods.map((m) => [m, client[m]] as const);
  let count = 0;
  for (const [m, original] of originals) {
    client[m] = (...args: unknown[]) => {
      count++;
      return (original as (...a: unknown[]) => unknown).apply(client, args);
    };
  }
  try {
    await fn();
  } finally {
    for (const [m, original] of originals) client[m] = original;
  }
  return count;
}

/** The fewest statements of `runs` runs of fn: its own count, without the workers' polls. */
export async function fewestQueries(
  database: Database,
  fn: () => Promise<unknown>,
  runs = 5,
): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < runs; i++) counts.push(await countQueries(database, fn));
  return Math.min(...counts);
}

/**
 * A Drizzle handle on the same connection as `database` that counts the statements issued
 * through it (Drizzle's query logger sees every one, `execute` and the query builder alike).
 * The job queue's polls on that connection do not go through it, so the count is exact: what
 * a function given this handle ran, and nothing else.
 */
export function countingDb(database: Database): { db: Db; readonly count: number } {
  let count = 0;
  const logger = { logQuery: () => void count++ };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (database.kind === "pglite"
    ? drizzlePglite({ client: client as PGlite, logger })
    : drizzleNodePg({ client: client as pg.Pool, logger })) as unknown as Db;
  return {
    db,
    get count() {
      return count;
    },
  };
}
