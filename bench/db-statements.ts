/**
 * Counts the statements the database ran (pg_stat_statements, loaded by the bench's cluster):
 * reset before a measured step, read after it. The bench's own statements carry the comment
 * BENCH_MARK and are left out.
 */
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../server/db/client";

export const BENCH_MARK = "/* bench */";
/** The cluster settings that load pg_stat_statements (startCluster's `settings`). */
export const STATEMENT_STATS_SETTINGS = {
  shared_preload_libraries: "pg_stat_statements",
  "pg_stat_statements.track": "all",
  "pg_stat_statements.max": "10000",
};

export async function resetStatementStats(db: Db): Promise<void> {
  await db.execute(sql.raw(`${BENCH_MARK} CREATE EXTENSION IF NOT EXISTS pg_stat_statements`));
  await db.execute(sql.raw(`${BENCH_MARK} SELECT pg_stat_statements_reset()`));
}

export interface StatementStats {
  /** Every statement the server sent, BEGIN and COMMIT included (each is a round trip). */
  total: number;
  /** The same without BEGIN/COMMIT/ROLLBACK/SAVEPOINT. */
  withoutTransactionControl: number;
  /** The most called statements, for the report. */
  top: Array<{ calls: number; query: string }>;
}

export async function readStatementStats(db: Db): Promise<StatementStats> {
  const rows = await queryRows<{ calls: number; query: string }>(
    db,
    sql.raw(`${BENCH_MARK} SELECT calls::int AS calls, query FROM pg_stat_statements
      WHERE query NOT LIKE '${BENCH_MARK}%' AND query NOT LIKE '%pg_stat_statements%' ORDER BY calls DESC`),
  );
  const control = /^\s*(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i;
  const total = rows.reduce((n, r) => n + r.calls, 0);
  const withoutTransactionControl = rows
    .filter((r) => !control.test(r.query))
    .reduce((n, r) => n + r.calls, 0);
  return { total, withoutTransactionControl, top: rows.slice(0, 12) };
}
