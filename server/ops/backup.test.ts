import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Config, loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { houses, profiles } from "../db/schema";
import { backupTestSetup } from "../test/backup-setup";
import { createBackup, filesUnder, listBackups } from "./backup";
import { restoreBackup } from "./restore";

const onPostgres = process.env.TEST_DB === "postgres";

let config: Config;
let database: Database | null = null;
const open = async () => {
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  return database;
};

beforeAll(async () => {
  ({ config, database } = await backupTestSetup({ BACKUP_KEEP: "2" }));
});
afterAll(async () => database?.close());

const uploads = () => path.join(config.dataDir, "uploads");

async function snapshot(db: Database) {
  const houseRows = await db.db.select().from(houses).orderBy(asc(houses.name));
  const profileRows = await db.db.select().from(profiles).orderBy(asc(profiles.id));
  const files = Object.fromEntries(
    (await filesUnder(uploads())).map((f) => [f, readFileSync(path.join(uploads(), f)).toString("base64")]),
  );
  return { houseRows, profileRows, files };
}

describe("backup and restore", () => {
  it("backs up while the database is open, then after changes restore brings back exactly what was backed up", async () => {
    const db = database as Database;
    await db.db.insert(houses).values([{ name: "Tata" }, { name: "Oberoi", color: "#123456" }]);
    await db.db.insert(profiles).values([
      { displayName: "Asha Menon", house: "Tata", graduationYear: 2001, interests: ["chess"] },
      { displayName: "Ravi Iyer", house: "Oberoi", privacySettings: { show_in_directory: false } as never },
    ]);
    mkdirSync(path.join(uploads(), "avatars", "u1"), { recursive: true });
    writeFileSync(path.join(uploads(), "avatars", "u1", "1.webp"), Buffer.from("first picture"));
    const before = await snapshot(db);

    const file = await createBackup(config, db, config.backup);
    expect(path.dirname(file)).toBe(path.join(config.dataDir, "backups"));
    expect(path.basename(file)).toMatch(/^alumni-backup-\d{4}-\d\d-\d\dT[\d-]+Z\.zip$/);

    // Changes after the backup: rows added, changed and removed, a file replaced.
    await db.db.insert(houses).values({ name: "Kashmir" });
    await db.db.update(houses).set({ color: "#ffffff" }).where(eq(houses.name, "Tata"));
    await db.db.delete(profiles).where(eq(profiles.displayName, "Ravi Iyer"));
    writeFileSync(path.join(uploads(), "avatars", "u1", "2.webp"), Buffer.from("second picture"));
    expect(await snapshot(db)).not.toEqual(before);

    if (!onPostgres) {
      // The embedded database is open here: restoring now is refused, nothing touched.
      await expect(restoreBackup(config, file)).rejects.toThrow(/in use by a running server/);
    }
    await db.close();
    database = null;
    const manifest = await restoreBackup(config, file, config.backup.pgBinDir);
    expect(manifest).toMatchObject({ database: onPostgres ? "postgres" : "pglite", uploads: 1 });

    const restored = await open();
    expect(await snapshot(restored)).toEqual(before);
    // Still a working database: migrations find nothing to do, writes work.
    await runMigrations(restored);
    await restored.db.insert(houses).values({ name: "Jaipur" });
    expect(await restored.db.$count(houses)).toBe(3);
    // What was replaced is kept beside it.
    const replaced = readdirSync(config.dataDir).filter((f) => f.includes(".replaced-"));
    expect(replaced.some((f) => f.startsWith("uploads.replaced-"))).toBe(true);
    if (!onPostgres) expect(replaced.some((f) => f.startsWith("db.replaced-"))).toBe(true);
  });

  it("keeps only the newest BACKUP_KEEP backups", async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      made.push(await createBackup(config, database as Database, config.backup));
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(listBackups(config.backup.dir)).toEqual(made.slice(1));
  });

  it("refuses a backup of the other kind of database, and a file that is not a backup", async () => {
    const [latest] = listBackups(config.backup.dir).slice(-1);
    const other = loadConfig({
      DATA_DIR: mkdtempSync(path.join(config.dataDir, "other-")),
      ...(onPostgres ? {} : { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" }),
    });
    await expect(restoreBackup(other, latest)).rejects.toThrow(/holds an? (embedded|PostgreSQL) database/);
    const junk = path.join(config.dataDir, "junk.zip");
    writeFileSync(junk, Buffer.from("not a zip"));
    await expect(restoreBackup(config, junk)).rejects.toThrow();
  });
});
