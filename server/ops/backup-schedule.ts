import type { Logger } from "pino";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { createBackup } from "./backup";

/**
 * Backups taken by the running server: every BACKUP_INTERVAL_HOURS (0: never), and whenever the
 * process receives SIGUSR2 (that is how `npm run backup` asks a running embedded server, the
 * only process that may open its database). One at a time; a failure is logged as an error.
 */
export function startBackupSchedule(config: Config, database: Database, logger: Logger): () => void {
  let running: Promise<void> | null = null;
  const backupNow = (reason: string) => {
    running ??= createBackup(config, database, config.backup)
      .then((file) => logger.info({ file, reason }, "backup written"))
      .catch((err: unknown) => logger.error({ err, reason }, "backup failed"))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const onSignal = () => void backupNow("SIGUSR2");
  process.on("SIGUSR2", onSignal);
  const hours = config.backup.intervalHours;
  const timer = hours > 0 ? setInterval(() => void backupNow("schedule"), hours * 3_600_000) : null;
  timer?.unref();
  return () => {
    process.off("SIGUSR2", onSignal);
    if (timer) clearInterval(timer);
  };
}
