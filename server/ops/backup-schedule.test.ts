import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../config";
import { type Database, queryRows } from "../db/client";
import { JobQueue } from "../jobs/queue";
import { backupTestSetup } from "../test/backup-setup";
import { listBackups } from "./backup";
import {
  BACKUP_QUEUE,
  BACKUP_TICK_CRON,
  createBackupRunner,
  isBackupDue,
  startBackups,
} from "./backup-schedule";

let config: Config;
let database: Database;
let jobs: JobQueue;
const logger = pino({ level: "silent" });
const withInterval = (hours: number): Config => ({
  ...config,
  backup: { ...config.backup, intervalHours: hours },
});
const backups = () => listBackups(config.backup.dir);

async function untilMoreBackupsThan(count: number, timeoutMs = 20_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = backups();
    if (now.length > count) return now;
    if (Date.now() > deadline) throw new Error(`no new backup after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const scheduleRows = () =>
  queryRows<{ cron: string; timezone: string }>(
    database.db,
    sql`SELECT cron, timezone FROM pgboss.schedule WHERE name = ${BACKUP_QUEUE}`,
  );

beforeAll(async () => {
  ({ config, database } = await backupTestSetup({ BACKUP_KEEP: "50", BACKUP_INTERVAL_HOURS: "1" }));
  jobs = new JobQueue(database, { retryDelaySeconds: 1, retryLimit: 1, pollingIntervalSeconds: 0.5 });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

describe("scheduled backups", () => {
  it("a tick is due every BACKUP_INTERVAL_HOURS whole UTC hours, counted from 1970-01-01 00:00", () => {
    const at = (iso: string) => new Date(iso);
    // Daily at 00:00 UTC, whatever minute the tick's job was queued.
    expect(isBackupDue(at("2026-11-25T00:00:04Z"), 24)).toBe(true);
    expect(isBackupDue(at("2026-11-25T00:59:59Z"), 24)).toBe(true);
    expect(isBackupDue(at("2026-11-25T01:00:00Z"), 24)).toBe(false);
    expect(isBackupDue(at("2026-11-25T23:00:00Z"), 24)).toBe(false);
    // Every 6 hours: 00, 06, 12, 18.
    const dueHours = Array.from({ length: 24 }, (_, h) => h).filter((h) =>
      isBackupDue(at(`2026-11-25T${String(h).padStart(2, "0")}:00:30Z`), 6),
    );
    expect(dueHours).toEqual([0, 6, 12, 18]);
    // Every 5 hours across midnight: exactly 5 hours apart, not reset by the date.
    const ticks = Array.from({ length: 48 }, (_, h) => new Date(Date.UTC(2026, 10, 25, h)));
    const due = ticks.filter((t) => isBackupDue(t, 5)).map((t) => t.getTime());
    expect(due.length).toBeGreaterThanOrEqual(9);
    for (let i = 1; i < due.length; i++) expect(due[i] - due[i - 1]).toBe(5 * 3_600_000);
    // Weekly (168): Thursdays at 00:00 UTC (1970-01-01 was a Thursday); 0 is never.
    expect(isBackupDue(at("2026-11-26T00:10:00Z"), 168)).toBe(true);
    expect(isBackupDue(at("2026-11-25T00:10:00Z"), 168)).toBe(false);
    expect(isBackupDue(at("2026-11-26T00:10:00Z"), 0)).toBe(false);
  });

  it("the tick's handler writes a backup on a due hour and nothing on another", async () => {
    const runner = createBackupRunner(withInterval(6), database, logger);
    const before = backups().length;
    expect(await runner.onTick(new Date("2026-11-25T05:00:02Z"))).toBe(false);
    expect(backups()).toHaveLength(before);
    expect(await runner.onTick(new Date("2026-11-25T06:00:02Z"))).toBe(true);
    expect(backups()).toHaveLength(before + 1);
  });

  it("is one hourly schedule in the job queue's database (one run per tick for every server); a tick's job writes the backup", async () => {
    const started = await startBackups(config, database, jobs, logger);
    try {
      // The schedule lives in pg-boss's table, not in a timer of each process.
      expect(await scheduleRows()).toEqual([{ cron: BACKUP_TICK_CRON, timezone: "UTC" }]);
      // The job pg-boss's cron queues at a tick, queued now (BACKUP_INTERVAL_HOURS=1: every hour is due).
      const before = backups().length;
      const id = await jobs.send(BACKUP_QUEUE, {});
      const after = await untilMoreBackupsThan(before);
      expect(after).toHaveLength(before + 1);
      const deadline = Date.now() + 10_000;
      let state = "";
      while (state !== "completed" && Date.now() < deadline) {
        const [row] = await queryRows<{ state: string }>(
          database.db,
          sql`SELECT state::text FROM pgboss.job WHERE id = ${id}::uuid`,
        );
        state = row?.state ?? "";
        if (state !== "completed") await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(state).toBe("completed");
    } finally {
      started.stop();
    }
  });

  it("SIGUSR2 still makes the running server write one", async () => {
    const started = await startBackups(config, database, jobs, logger);
    try {
      const before = backups().length;
      process.emit("SIGUSR2", "SIGUSR2");
      expect(await untilMoreBackupsThan(before)).toHaveLength(before + 1);
    } finally {
      started.stop();
    }
    // Stopped: the signal is no longer this module's (no listener left behind).
    expect(process.listenerCount("SIGUSR2")).toBe(0);
  });

  it("BACKUP_INTERVAL_HOURS=0 removes the schedule for every server", async () => {
    await startBackups(config, database, jobs, logger).then((s) => s.stop());
    expect(await scheduleRows()).toHaveLength(1);
    const off = await startBackups(withInterval(0), database, jobs, logger);
    off.stop();
    expect(await scheduleRows()).toEqual([]);
  });
});
