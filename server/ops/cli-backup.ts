import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { lockOwner } from "../db/lock";
import { createBackup, listBackups } from "./backup";

/**
 * `npm run backup`: writes one backup into BACKUP_DIR (default DATA_DIR/backups) and keeps the
 * newest BACKUP_KEEP. PostgreSQL: pg_dump from here. Embedded database: if a server has it open,
 * that server is asked (SIGUSR2) to dump it, and this waits for the file; otherwise it is opened here.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const owner = lockOwner(path.join(config.dataDir, "db.lock"));
    if (owner) {
      const before = new Set(listBackups(config.backup.dir));
      process.kill(owner, "SIGUSR2");
      const deadline = Date.now() + 10 * 60_000;
      while (Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 500));
        const made = listBackups(config.backup.dir).find((f) => !before.has(f));
        if (made) {
          console.info(`Backup written by the running server (pid ${owner}): ${made}`);
          return;
        }
      }
      throw new Error(`The running server (pid ${owner}) wrote no backup within 10 minutes: see its log.`);
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.info(`Backup written: ${await createBackup(config, database, config.backup)}`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
