import { openMigratedDatabase } from "./cli-database";
import { seedIfEmpty } from "./seed";

/** `npm run db:seed`: seed demo data if the configured database is empty. */
const database = await openMigratedDatabase();
const seeded = await seedIfEmpty(database);
await database.close();
console.info(seeded ? "demo data seeded" : "database not empty: nothing seeded");
