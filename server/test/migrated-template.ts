import PgBoss from "pg-boss";
import { type Database, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";

/**
 * What every test database starts as: our migrations and pg-boss's own tables, built once per
 * run (PostgreSQL: a template database the global setup makes; PGlite: a copy of a migrated data
 * folder, made once per worker) instead of once per test file (issue 24, item 1). Queues are
 * not created here: each app creates its own with the retry policy its settings give.
 */
export async function migrate(database: Database): Promise<void> {
  await runMigrations(database);
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: "pgboss",
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
}

let pgliteCopy: Promise<Blob> | undefined;

/** A migrated PGlite data folder, made on this worker's first call (test files share workers). */
export function migratedPgliteCopy(): Promise<Blob> {
  pgliteCopy ??= (async () => {
    const database = await openDatabase({});
    try {
      await migrate(database);
      // Uncompressed: each test file's copy then skips a gunzip of 40 MB (0.3 s of CPU a file,
      // 1.0 -> 0.7 s per open, measured side by side; issue 24). The blob lives in the worker.
      return await (database.dumpDataDir as NonNullable<Database["dumpDataDir"]>)("none");
    } finally {
      await database.close();
    }
  })();
  return pgliteCopy;
}
