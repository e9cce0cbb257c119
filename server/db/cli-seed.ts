import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { seedIfEmpty } from "./seed";

/** `npm run db:seed`: seed demo data if the configured database is empty. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  pgliteSharedBuffers: config.pgliteSharedBuffers,
});
await runMigrations(database);
const seeded = await seedIfEmpty(database);
await database.close();
console.info(seeded ? "demo data seeded" : "database not empty: nothing seeded");
