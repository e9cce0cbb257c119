import { loadConfig } from "../config";
import { type Database, openDatabase } from "./client";
import { runMigrations } from "./migrate";

/** The npm scripts' first step (`db:migrate`, `db:seed`): the configured database, migrated. */
export async function openMigratedDatabase(): Promise<Database> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
  });
  await runMigrations(database);
  return database;
}
