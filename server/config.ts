import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_POOL_MAX } from "./db/pool-size";
import type { JobQueueOptions } from "./jobs/queue";
import type { S3Settings } from "./storage/s3-storage";

/**
 * A visitor's kept page lives this long by default (decision 143): only the clock can age it (a
 * write empties it), and a profile page seen every few seconds by a crowd is then rendered at
 * most twice a minute instead of every few seconds, in the background while its copy is served.
 */
const DEFAULT_PAGE_CACHE_SECONDS = 30;
/**
 * The least time a sign-up takes to answer, whether the address is new or already has an account
 * (server/auth/sign-up.ts): Better Auth's own floor on its verification mail, which it was
 * sent through before (decision 148). Not a setting: only the API tests change it.
 */
export const SIGN_UP_ANSWER_FLOOR_MS = 500;

/** Every environment setting, typed. Documented in README.md ("Settings"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_POOL_MAX),
  DATABASE_STATEMENT_TIMEOUT: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d*(kB|MB|GB)$/, "a size such as 32MB (kB, MB or GB)")
    .default("32MB"),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Alumni Portal <no-reply@alumni.local>"),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  MAIL_RETRY_DELAY: z.coerce.number().int().min(1).max(3600).default(30),
  JOB_POLL_INTERVAL: z.coerce.number().min(0.5).max(60).default(2),
  MESSAGE_MAIL_DELAY: z.coerce.number().int().min(0).max(86_400).default(300),
  CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  RENDER_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  SEED: z.enum(["demo", "none"]).default("demo"),
  STORAGE: z.enum(["local", "database", "s3"]).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUSTED_ORIGINS: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  ADMIN_EMAILS: z.string().optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  // Whole hours: the job queue's hourly tick takes the backups (server/ops/backup-schedule.ts).
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .default(0),
  PG_BIN_DIR: z.string().optional(),
  RATE_LIMIT_STORE: z.enum(["memory", "database"]).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_TENANT_ID: z.string().default("common"),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().max(60).default("School account"),
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
  /** Embedded PGlite: its buffer cache (PGLITE_SHARED_BUFFERS, default 32MB; PostgreSQL's own default, 128MB, costs ~100 MB of idle memory). */
  pgliteSharedBuffers: string;
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
  jobs: JobQueueOptions;
  /** Seconds after which a message still unread is mailed to its recipient (MESSAGE_MAIL_DELAY). */
  messageMailDelaySeconds: number;
  /**
   * Seconds this server may keep an answer to visitors or a signed-in viewer in memory between
   * writes (CACHE_SECONDS; every write empties them on every server, decision 090); 0: no caches.
   */
  cacheSeconds: number;
  /**
   * Seconds a visitor's server-rendered page is kept (PAGE_CACHE_SECONDS; by default 30, or
   * CACHE_SECONDS if longer): a write empties it like any kept answer, so its life only bounds
   * what the clock changes (an event that has begun); an aged page is served one more life while
   * it is rendered again (decisions 134, 143). No page is kept when CACHE_SECONDS is 0.
   */
  pageCacheSeconds: number;
  /**
   * Worker threads that render the visitors' pages (RENDER_WORKERS; decision 130): by default
   * one fewer than the machine's cores, at least one; 0 renders on the event loop.
   */
  renderWorkers: number;
  seed: "demo" | "none";
  /** SIGN_UP_ANSWER_FLOOR_MS; the API tests set 0 except where it is under test (decision 148). */
  signUpAnswerFloorMs: number;
  /** Where uploads live: a local folder, the database (default with DATABASE_URL, for several servers), or an S3 bucket. */
  storage: "local" | "database" | "s3";
  /** STORAGE=s3: the bucket and how to reach it (decision 069). */
  s3: S3Settings | null;
  authSecret: string;
  logLevel: string;
  /**
   * ADMIN_EMAILS: when set, only these addresses (verified) may claim the first admin role;
   * null when unset (the first signed-in member may, as spec §2 says).
   */
  adminEmails: string[] | null;
  /**
   * Where the per-client request limits are counted: `database` (default with DATABASE_URL) is
   * shared by every app server; `memory` (the embedded default: one process) is per process.
   */
  rateLimitStore: "memory" | "database";
  /** METRICS_TOKEN: /api/metrics answers only with `Authorization: Bearer {token}`; unset, it does not exist. */
  metricsToken: string | undefined;
  /** Sign-in providers (decision 068): each present only when its client id and secret are set. */
  signInProviders: {
    google: { clientId: string; clientSecret: string } | null;
    microsoft: { clientId: string; clientSecret: string; tenantId: string } | null;
    oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  };
  /** Backups (decision 066): folder, how many to keep, hours between scheduled ones (0: none), where pg_dump lives. */
  backup: { dir: string; keep: number; intervalHours: number; pgBinDir: string | undefined };
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
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
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
    cacheSeconds: e.CACHE_SECONDS,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS ?? Math.max(DEFAULT_PAGE_CACHE_SECONDS, e.CACHE_SECONDS),
    renderWorkers: e.RENDER_WORKERS ?? Math.max(1, availableParallelism() - 1),
    seed: e.SEED,
    signUpAnswerFloorMs: SIGN_UP_ANSWER_FLOOR_MS,
    storage: e.STORAGE ?? (e.DATABASE_URL ? "database" : "local"),
    s3: s3Settings(e),
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    adminEmails: parseEmailList(e.ADMIN_EMAILS),
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? "database" : "memory"),
    metricsToken: e.METRICS_TOKEN,
    signInProviders: {
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : null,
      microsoft:
        e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET
          ? {
              clientId: e.MICROSOFT_CLIENT_ID,
              clientSecret: e.MICROSOFT_CLIENT_SECRET,
              tenantId: e.MICROSOFT_TENANT_ID,
            }
          : null,
      oidc:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
          ? {
              issuer: e.OIDC_ISSUER.replace(/\/$/, ""),
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
              name: e.OIDC_NAME,
            }
          : null,
    },
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, "backups")),
      keep: e.BACKUP_KEEP,
      intervalHours: e.BACKUP_INTERVAL_HOURS,
      pgBinDir: e.PG_BIN_DIR,
    },
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

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | null {
  if (e.STORAGE !== "s3") return null;
  if (!e.S3_BUCKET) throw new Error("Invalid settings: S3_BUCKET is required with STORAGE=s3");
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // Self-hosted servers (MinIO, s3rver) want bucket-in-path addresses; AWS takes either.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === "true" : e.S3_ENDPOINT !== undefined,
  };
}

/** A comma-separated list of addresses, lower-cased; null when unset or empty. */
export function parseEmailList(value: string | undefined): string[] | null {
  const list = (value ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return list.length > 0 ? list : null;
}

/** AUTH_SECRET when unset: generated once and kept in DATA_DIR so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
