import { type Config, loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { newPostgresDatabaseUrl } from "./harness";
import { copyMigratedPglite } from "./migrated-template";
import { testTempDir } from "./temp-dirs";

/**
 * The backup tests' settings and database (backup.test.ts, backup-schedule.test.ts): a DATA_DIR
 * of their own and a database of their own that a backup can read, a file-backed PGlite in
 * DATA_DIR/db or a new PostgreSQL database (pg_dump needs its address in the settings). PGlite
 * starts from the migrated copy every test file gets, not from initdb and every migration: that
 * alone took over a minute on a loaded machine (decision 139). DATA_DIR (about 40 MB of databases
 * and backups) is deleted after the file's tests, once the file's own afterAll closed the database.
 */
export async function backupTestSetup(
  env: Record<string, string>,
): Promise<{ config: Config; database: Database }> {
  const onPostgres = process.env.TEST_DB === "postgres";
  const databaseUrl = onPostgres ? await newPostgresDatabaseUrl() : undefined;
  const config = loadConfig({
    DATA_DIR: testTempDir("alumni-backup-test-"),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    STORAGE: "local",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...env,
  });
  if (!onPostgres) await copyMigratedPglite(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  return { config, database };
}
