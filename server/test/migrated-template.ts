import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { composeDeps } from "../compose";
import { type Database, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { testConfig } from "./test-config";

/**
 * What every test database starts as: our migrations, pg-boss's own tables and the job queues a
 * test app creates, built once per run (PostgreSQL: a template database the global setup makes;
 * PGlite: a copy of a migrated data folder, made once per run by the project's global setup) instead of once per test file
 * (issue 24, item 1). The queues are made by starting (and stopping) the services of an app with
 * the tests' configuration (testConfig), so they carry its retry policy: each queue is a table
 * of its own in pg-boss 10, and creating a dozen cost every test app about a second (decision 132).
 * A queue that already exists is kept as it is (pg-boss's create_queue), so an app given another
 * retry policy (MAIL_RETRY_*) needs a database of its own; no test passes one.
 */
export async function migrate(database: Database): Promise<void> {
  await runMigrations(database);
  const dataDir = mkdtempSync(path.join(tmpdir(), "alumni-template-"));
  try {
    const deps = await composeDeps({
      config: testConfig(dataDir),
      database,
      mailer: {
        send: async () => {
          throw new Error("the template's app sends no mail");
        },
      },
    });
    await deps.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let pgliteCopy: Promise<Blob> | undefined;

/**
 * A migrated PGlite data folder: in a Vitest run the one the PGlite project's global setup made
 * (pglite-global-setup.ts), read once per worker; elsewhere (a script) made on the first call.
 */
export function migratedPgliteCopy(): Promise<Blob> {
  pgliteCopy ??= (async () => {
    const file = process.env.VITEST ? inject("pgliteTemplateFile") : undefined;
    return file ? new Blob([readFileSync(file)]) : makeMigratedPgliteCopy();
  })();
  return pgliteCopy;
}

/** Makes the migrated data folder, as a blob PGlite loads (`pgliteInitialData`). */
export async function makeMigratedPgliteCopy(): Promise<Blob> {
  // A 1 MB WAL segment instead of 16 MB, and no template databases (nothing in the tests
  // creates a database on PGlite): a test file's copy is 20 MB instead of 45 MB, and every file
  // unpacks it into PGlite's in-memory file system. Each PGlite test file started in about 1.2 s
  // of CPU with the whole folder and about 0.6 s without (decision 138).
  const database = await openDatabase({ pgliteInitDbParams: ["--wal-segsize=1"] });
  try {
    await migrate(database);
    await database.executeSql(
      "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
    );
    await database.executeSql("DROP DATABASE template0");
    await database.executeSql("DROP DATABASE template1");
    // Uncompressed: each test file's copy then skips a gunzip of 40 MB (0.3 s of CPU a file,
    // 1.0 -> 0.7 s per open, measured side by side; issue 24).
    return await (database.dumpDataDir as NonNullable<Database["dumpDataDir"]>)("none");
  } finally {
    await database.close();
  }
}
