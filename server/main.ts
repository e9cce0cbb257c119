import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { buildApp } from "./app";
import { composeDeps } from "./compose";
import { loadConfig, publicUrlWarning } from "./config";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { seedIfEmpty } from "./db/seed";
import { createMailer } from "./mail/mailer";
import { hasAnyAdmin } from "./modules/admin-bootstrap/queries";
import { startBackups } from "./ops/backup-schedule";

/** Process entry: config → database → migrations → seed-if-empty → listen. */
async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel, redact: ["req.headers.cookie", "*.password"] });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    pgliteSharedBuffers: config.pgliteSharedBuffers,
    warn: (message) => logger.warn(message),
  });
  logger.info({ database: database.kind, dataDir: config.dataDir }, "database open");
  await runMigrations(database);
  if (config.seed === "demo") {
    const seeded = await seedIfEmpty(database);
    if (seeded) logger.info("demo data seeded into the empty database");
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    logger,
  });
  const deps = await composeDeps({ config, database, mailer, logger });
  const webDist = fileURLToPath(new URL("../web", import.meta.url));
  const app = await buildApp(deps, { webDist, logger });

  const backups = await startBackups(config, database, deps.jobs, logger);

  const shutdown = async (signal: string) => {
    logger.info({ signal }, "shutting down");
    backups.stop();
    // Each step runs even when an earlier one failed; a failure is logged, not swallowed.
    for (const [step, close] of [
      ["server", () => app.close()],
      ["background work", () => deps.stop()],
      ["database", () => database.close()],
    ] as const) {
      await close().catch((err: unknown) => logger.error({ err, step }, "shutdown step failed"));
    }
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  logger.info(`Alumni Portal is serving ${config.publicUrl}`);
  const warning = publicUrlWarning(config);
  if (warning) logger.warn(warning);
  if (!(await hasAnyAdmin(database.db))) {
    logger.info(
      `No administrator yet: sign up at ${config.publicUrl}/auth, verify your e-mail (the link is in ${path.join(config.dataDir, "outbox")} and this log), then claim admin access at ${config.publicUrl}/admin-bootstrap`,
    );
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
