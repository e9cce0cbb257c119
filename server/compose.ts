import type { Logger } from "pino";
import { createAuth, type PasswordHashing } from "./auth/auth";
import { createAuthThrottles } from "./auth/throttles";
import { ViewerCache } from "./auth/viewer-cache";
import { ChangeFeed } from "./cache/change-feed";
import { SharedReads } from "./cache/shared-reads";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Deps } from "./deps";
import { startRateLimitsRetention } from "./http/rate-limits-retention";
import { JobQueue } from "./jobs/queue";
import type { Mailer } from "./mail/mailer";
import { MailOutbox } from "./mail/outbox";
import { startRefusalsRetention } from "./modules/admin/brakes/retention";
import { startNewsletterSchedule } from "./modules/admin/newsletter/schedule";
import { NotificationSenders } from "./modules/notifications/senders";
import { createSettingsReader } from "./modules/settings/reader";
import { startStillCorrectSchedule } from "./modules/still-correct/yearly-mail";
import { RealtimeHub } from "./realtime/hub";
import { createS3Storage } from "./storage/s3-storage";
import { createDatabaseStorage, createLocalStorage, uploadsDir } from "./storage/storage";

/** Signed-in viewers a server keeps at most (a few hundred bytes each). */
const VIEWERS_KEPT = 10_000;
/** Memory for shared read results per server (a profile row is ~1–100 kB). */
const SHARED_READS_BYTES = 32 * 1024 * 1024;

/**
 * Builds every dependency the app needs around an open database and a mail transport — the
 * one place that wires them, for the server process, the tests and the benchmarks alike.
 * Every mail goes through the job queue (`deps.mailer` is the outbox in front of the transport).
 * `stop()` releases what was started (the job workers, the realtime listener), not the database.
 */
export async function composeDeps(input: {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger?: Logger;
  /** Only the API tests pass one (a cheap hash); servers use Better Auth's scrypt. */
  passwordHashing?: PasswordHashing;
}): Promise<Deps & { stop(): Promise<void> }> {
  const { config, database, logger } = input;
  const jobs = new JobQueue(database, config.jobs, logger);
  await jobs.start();
  const mailer = new MailOutbox(database.db, jobs, input.mailer, config.publicUrl, logger);
  await mailer.start();
  const notifications = new NotificationSenders(
    database.db,
    jobs,
    mailer,
    config.publicUrl,
    config.messageMailDelaySeconds,
    logger,
  );
  await notifications.start();
  await startNewsletterSchedule(database.db, jobs, mailer, {
    publicUrl: config.publicUrl,
    secret: config.authSecret,
  });
  await startStillCorrectSchedule(database.db, jobs, mailer, {
    publicUrl: config.publicUrl,
    secret: config.authSecret,
  });
  await startRefusalsRetention(database.db, jobs);
  await startRateLimitsRetention(database.db, jobs);
  const changes = new ChangeFeed(database);
  const auth = createAuth({
    db: database.db,
    config,
    mailer,
    onEmailVerified: () => changes.changedLocally(),
    passwordHashing: input.passwordHashing,
  });
  const storage =
    config.storage === "s3" && config.s3
      ? createS3Storage(config.s3)
      : config.storage === "database"
        ? createDatabaseStorage(database.db)
        : createLocalStorage(uploadsDir(config));
  const realtime = new RealtimeHub(database, logger);
  await realtime.start();
  await changes.start();
  const sharedReads = new SharedReads(database.db, changes, {
    ttlSeconds: config.cacheSeconds,
    maxBytes: SHARED_READS_BYTES,
  });
  return {
    config,
    database,
    db: database.db,
    auth,
    throttles: createAuthThrottles(database.db),
    mailer,
    jobs,
    notifications,
    storage,
    siteSettings: createSettingsReader(sharedReads),
    realtime,
    changes,
    viewers: new ViewerCache(changes, { ttlSeconds: config.cacheSeconds, max: VIEWERS_KEPT }),
    sharedReads,
    async stop() {
      await jobs.stop();
      await realtime.stop();
      await changes.stop();
    },
  };
}
