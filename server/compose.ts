import type { Logger } from "pino";
import { createAuth } from "./auth/auth";
import { createAuthThrottles } from "./auth/throttles";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Deps } from "./deps";
import type { Mailer } from "./mail/mailer";
import { createSettingsReader } from "./modules/settings/reader";
import { RealtimeHub } from "./realtime/hub";
import { createS3Storage } from "./storage/s3-storage";
import { createDatabaseStorage, createLocalStorage, uploadsDir } from "./storage/storage";

/**
 * Builds every dependency the app needs around an open database and a mailer — the one
 * place that wires them, for the server process, the tests and the benchmarks alike.
 * `stop()` releases what was started (the realtime listener), not the database.
 */
export async function composeDeps(input: {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger?: Logger;
}): Promise<Deps & { stop(): Promise<void> }> {
  const { config, database, mailer, logger } = input;
  const auth = createAuth({ db: database.db, config, mailer });
  const storage =
    config.storage === "s3" && config.s3
      ? createS3Storage(config.s3)
      : config.storage === "database"
        ? createDatabaseStorage(database.db)
        : createLocalStorage(uploadsDir(config));
  const realtime = new RealtimeHub(database, logger);
  await realtime.start();
  return {
    config,
    database,
    db: database.db,
    auth,
    throttles: createAuthThrottles(database.db),
    mailer,
    storage,
    siteSettings: createSettingsReader(database.db),
    realtime,
    stop: () => realtime.stop(),
  };
}
