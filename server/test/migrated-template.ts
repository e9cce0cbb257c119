import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { composeDeps } from "../compose";
import { type Database, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { databaseFilesRoot } from "./memory-folder";
import { testConfig } from "./test-config";

/**
 * What every test database starts as: our migrations, pg-boss's own tables and the job queues a
 * test app creates, built once per run (PostgreSQL: a template database the global setup makes;
 * PGlite: a migrated data folder the project's global setup makes, copied for each) instead of
 * once per test file (issue 24, item 1). The queues are made by starting (and stopping) the
 * services of an app with the tests' configuration (testConfig), so they carry its retry policy:
 * each queue is a table of its own in pg-boss 10, and creating a dozen cost every test app about
 * a second (decision 132). A queue that already exists is kept as it is (pg-boss's
 * create_queue), so an app given another retry policy (MAIL_RETRY_*) needs a database of its
 * own; no test passes one.
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

let pgliteFolder: Promise<string> | undefined;

/**
 * The migrated PGlite data folder: in a Vitest run the one the PGlite project's global setup
 * made (pglite-global-setup.ts); elsewhere (the PostgreSQL project, a script) made on the first
 * call, in a temporary folder removed when the process exits.
 */
function migratedPgliteFolder(): Promise<string> {
  pgliteFolder ??= (async () => {
    const made = process.env.VITEST ? inject("pgliteTemplateDir") : undefined;
    if (made) return made;
    const dir = mkdtempSync(path.join(databaseFilesRoot(), "alumni-pglite-template-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    await makeMigratedPgliteFolder(dir);
    return dir;
  })();
  return pgliteFolder;
}

/**
 * Puts a copy of the migrated PGlite database in `dataDir` (its files in dataDir/db, where
 * openDatabase({ dataDir }) opens it, as the server keeps its own). A copy of the folder in
 * memory opened in 0.33-0.37 s of CPU against 0.51-0.54 s for the same data loaded from a tar
 * into PGlite's in-memory file system, which unpacks its 811 files one by one in JavaScript
 * (four of each, taken in turn; decision 155). Queries ran as fast on either; the whole suite,
 * with its two projects sharing the cores, was no quicker. A folder is how the server keeps it.
 */
export async function copyMigratedPglite(dataDir: string): Promise<void> {
  cpSync(path.join(await migratedPgliteFolder(), "db"), path.join(dataDir, "db"), { recursive: true });
}

/** A fresh, migrated PGlite database in a folder of its own, which closing it removes. */
export async function openMigratedPglite(): Promise<Database> {
  const dataDir = mkdtempSync(path.join(databaseFilesRoot(), "alumni-pglite-"));
  try {
    await copyMigratedPglite(dataDir);
    const database = await openDatabase({ dataDir });
    return {
      ...database,
      async close() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** Makes the migrated PGlite database in `dataDir` (its files in dataDir/db). */
export async function makeMigratedPgliteFolder(dataDir: string): Promise<void> {
  // A 1 MB WAL segment instead of 16 MB, and no template databases (nothing in the tests
  // creates a database on PGlite): a test file's copy is 20 MB instead of 45 MB. Each PGlite test
  // file started in about 1.2 s of CPU with the whole folder and about 0.6 s without (decision 138).
  const database = await openDatabase({ dataDir, pgliteInitDbParams: ["--wal-segsize=1"] });
  try {
    await migrate(database);
    await database.executeSql(
      "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
    );
    await database.executeSql("DROP DATABASE template0");
    await database.executeSql("DROP DATABASE template1");
  } finally {
    await database.close();
  }
}
