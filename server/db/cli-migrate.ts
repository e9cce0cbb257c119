import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { runMigrations } from "./migrate";

/** `npm run db:migrate`: apply the SQL migrations to the configured database. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  pgliteSharedBuffers: config.pgliteSharedBuffers,
});
await runMigrations(database);
await database.close();
console.info(`migrations applied (${database.kind})`);
