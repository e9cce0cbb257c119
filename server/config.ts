import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** Every environment setting, typed. Documented in README.md ("Settings"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_STATEMENT_TIMEOUT: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Alumni Portal <no-reply@alumni.local>"),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  MAIL_RETRY_DELAY: z.coerce.number().int().min(1).max(3600).default(30),
  JOB_POLL_INTERVAL: z.coerce.number().min(0.5).max(60).default(2),
  MESSAGE_MAIL_DELAY: z.coerce.number().int().min(0).max(86_400).default(300),
  SEED: z.enum(["demo", "none"]).default("demo"),
  STORAGE: z.enum(["local", "database"]).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUSTED_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: connections this server may hold at once (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** PostgreSQL: milliseconds after which a statement is cancelled, so one slow query cannot hold a connection for ever (0: no limit). */
  databaseStatementTimeoutMs: number;
  publicUrl: string;
  /** PUBLIC_URL was not set: publicUrl is the guess http://localhost:PORT. */
  publicUrlGuessed: boolean;
  /** Origins allowed to make cookie-authenticated writes. */
  trustedOrigins: string[];
  /**
   * Which proxies may name the client address in X-Forwarded-For (Fastify's trustProxy):
   * false by default, so a client cannot pick its own address and slip past the rate limits.
   */
  trustProxy: boolean | number | string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Background jobs (mail delivery …): retries after the first attempt, first retry delay in seconds (doubling), idle polling in seconds. */
  jobs: { retryLimit: number; retryDelaySeconds: number; pollingIntervalSeconds: number };
  /** Seconds after which a message still unread is mailed to its recipient (MESSAGE_MAIL_DELAY). */
  messageMailDelaySeconds: number;
  seed: "demo" | "none";
  /** Where uploads live: a local folder, or the database (default with DATABASE_URL, for several servers). */
  storage: "local" | "database";
  authSecret: string;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid settings: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const extra = (e.TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT,
    publicUrl,
    publicUrlGuessed: e.PUBLIC_URL === undefined,
    trustedOrigins: [new URL(publicUrl).origin, ...extra],
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jobs: {
      retryLimit: e.MAIL_RETRY_LIMIT,
      retryDelaySeconds: e.MAIL_RETRY_DELAY,
      pollingIntervalSeconds: e.JOB_POLL_INTERVAL,
    },
    messageMailDelaySeconds: e.MESSAGE_MAIL_DELAY,
    seed: e.SEED,
    storage: e.STORAGE ?? (e.DATABASE_URL ? "database" : "local"),
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    logLevel: e.LOG_LEVEL,
  };
}

/**
 * Said at start when PUBLIC_URL is unset: the site still answers on any address (writes from
 * the address a page was served from are accepted), but links in e-mails can only name the
 * guessed address, which other people's devices cannot open.
 */
export function publicUrlWarning(config: Config): string | null {
  if (!config.publicUrlGuessed) return null;
  return `PUBLIC_URL is not set, so links in e-mails (verification, password reset) point to ${config.publicUrl}, which only this machine can open. Set PUBLIC_URL to the address people use to reach the site, for example PUBLIC_URL=https://alumni.example.org`;
}

/** TRUST_PROXY: unset or "false" trusts no proxy; "true" any; a number that many hops; else addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? "";
  if (v === "" || v === "false") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** AUTH_SECRET when unset: generated once and kept in DATA_DIR so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
