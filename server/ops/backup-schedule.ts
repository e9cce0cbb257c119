import type { Logger } from "pino";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { JobQueue } from "../jobs/queue";
import { createBackup } from "./backup";

/** The job queue's queue of scheduled backups (pg-boss runs each tick once across all servers). */
export const BACKUP_QUEUE = "backup-scheduled";
/** Every hour on the hour (UTC); the tick's job takes a backup when its hour is due. */
export const BACKUP_TICK_CRON = "0 * * * *";
/** pg_dump of a large database can take a while: a tick's job is not given up on before this. */
const BACKUP_JOB_EXPIRY_SECONDS = 6 * 3600;

const HOUR_MS = 3_600_000;

/**
 * Whether the tick of this hour takes a backup: every BACKUP_INTERVAL_HOURS, counted in whole
 * UTC hours since 1970-01-01 00:00 (24: every day at 00:00 UTC; 6: at 00, 06, 12 and 18 UTC;
 * 168: Thursdays at 00:00 UTC). Counting from a fixed point rather than from the last backup
 * needs no state shared between servers, and a restart does not move the next backup.
 */
export function isBackupDue(tick: Date, intervalHours: number): boolean {
  if (intervalHours <= 0) return false;
  return Math.floor(tick.getTime() / HOUR_MS) % intervalHours === 0;
}

export interface BackupRunner {
  /** Takes a backup now unless one is being written by this process (then waits for that one). */
  backupNow(reason: string): Promise<void>;
  /** The scheduled job: a backup when the tick's hour is due; answers whether one was taken. */
  onTick(tick: Date): Promise<boolean>;
}

/**
 * One backup at a time in this process, whoever asked (the schedule or SIGUSR2). A failure is
 * logged as an error and passed on (a scheduled job then counts as failed in pg-boss).
 */
export function createBackupRunner(config: Config, database: Database, logger: Logger): BackupRunner {
  let running: Promise<void> | null = null;
  const backupNow = (reason: string) => {
    running ??= createBackup(config, database, config.backup)
      .then((file) => logger.info({ file, reason }, "backup written"))
      .catch((err: unknown) => {
        logger.error({ err, reason }, "backup failed");
        throw err;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    backupNow,
    async onTick(tick) {
      if (!isBackupDue(tick, config.backup.intervalHours)) return false;
      await backupNow("schedule");
      return true;
    },
  };
}

/**
 * Backups taken by the running servers (decision 066): on the job queue's hourly schedule when
 * BACKUP_INTERVAL_HOURS is set (0 removes the schedule for every server), so N servers take
 * one backup per interval, not N; and whenever this process receives SIGUSR2 (how `npm run
 * backup` asks a running embedded server, the only process that may open its database).
 * Answers the function that stops listening for the signal; the job workers stop with `jobs`.
 */
export async function startBackups(
  config: Config,
  database: Database,
  jobs: JobQueue,
  logger: Logger,
): Promise<{ runner: BackupRunner; stop(): void }> {
  const runner = createBackupRunner(config, database, logger);
  const onSignal = () => {
    // Logged by the runner; nothing else to do with a failure of a signalled backup.
    runner.backupNow("SIGUSR2").catch(() => undefined);
  };
  process.on("SIGUSR2", onSignal);
  if (config.backup.intervalHours > 0) {
    // No retries: a failed backup is logged, and the next due tick takes a fresh one.
    await jobs.createQueue(BACKUP_QUEUE, { retryLimit: 0, expireInSeconds: BACKUP_JOB_EXPIRY_SECONDS });
    await jobs.workOnSchedule(BACKUP_QUEUE, BACKUP_TICK_CRON, async (job) => {
      await runner.onTick(job.createdOn);
    });
  } else {
    await jobs.unschedule(BACKUP_QUEUE);
  }
  return {
    runner,
    stop() {
      process.off("SIGUSR2", onSignal);
    },
  };
}
