import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Config, loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { newPostgresDatabaseUrl } from "./harness";
import { migratedPgliteCopy } from "./migrated-template";

/**
 * The backup tests' settings and database (backup.test.ts, backup-schedule.test.ts): a DATA_DIR
 * of their own and a database of their own that a backup can read, a file-backed PGlite in
 * DATA_DIR/db or a new PostgreSQL database (pg_dump needs its address in the settings). PGlite
 * starts from the migrated copy every test file gets, not from initdb and every migration: that
 * alone took over a minute on a loaded machine (decision 139). `removeBackupTestData` deletes the
 * folder after the file's tests: a backup test's folder holds about 40 MB of databases and backups.
 */
export async function backupTestSetup(
  env: Record<string, string>,
): Promise<{ config: Config; database: Database }> {
  const onPostgres = process.env.TEST_DB === "postgres";
  const databaseUrl = onPostgres ? await newPostgresDatabaseUrl() : undefined;
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "alumni-backup-test-")),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    STORAGE: "local",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteInitialData: onPostgres ? undefined : await migratedPgliteCopy(),
  });
  await runMigrations(database);
  return { config, database };
}

/** Deletes a backup test's DATA_DIR (its database, uploads and backups) once the database is closed. */
export function removeBackupTestData(config: Config): void {
  rmSync(config.dataDir, { recursive: true, force: true });
}
