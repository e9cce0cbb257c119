import { openMigratedDatabase } from "./cli-database";

/** `npm run db:migrate`: apply the SQL migrations to the configured database. */
const database = await openMigratedDatabase();
await database.close();
console.info(`migrations applied (${database.kind})`);
