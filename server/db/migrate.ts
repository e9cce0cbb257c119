import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

/** Where the SQL migrations are: beside this file in the source tree, beside the bundle in dist. */
function migrationsFolder(): string {
  for (const rel of ["./migrations", "./db/migrations"]) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  throw new Error("SQL migrations folder not found");
}

// Several app servers may start at once against one PostgreSQL: one migrates, the others wait.
const MIGRATION_LOCK = 727_001;

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  await database.runExclusive(MIGRATION_LOCK, () =>
    migrateNodePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder }),
  );
}
