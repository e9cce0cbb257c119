import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { inject } from "vitest";
import type { SignUpInput } from "../../contract/auth";
import { buildApp } from "../app";
import { SIGN_UP_ANSWER_FLOOR_MS } from "../config";
import { type Database, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { userRoles } from "../db/schema";
import type { App, Deps } from "../deps";
import { createMailer, type Mail, type Mailer } from "../mail/mailer";
import type { RealtimeHub } from "../realtime/hub";
import { composeTestDeps } from "./extra-server";
import { openMigratedPglite } from "./migrated-template";
import { listenForMarkers } from "./notification-marker";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "./smtp-server";
import { ORIGIN, testConfig } from "./test-config";

export { ORIGIN };

export interface TestContext {
  app: App;
  database: Database;
  /** DATA_DIR of this test app (uploads live in its uploads/ folder). */
  dataDir: string;
  realtime: RealtimeHub;
  /** Everything the app was built around (the mail outbox, the job queue …). */
  deps: Deps;
  /**
   * Every e-mail the test SMTP server received (after the queue and the app's SMTP transport),
   * parsed back by mailparser; newest last. Empty when `transport` was passed in.
   */
  mail: ReceivedMail[];
  /**
   * Set to make the SMTP server wait before it answers a message (a slow server); the message
   * is recorded in `mail` first. A throw makes the server refuse it (451): the queue retries.
   */
  mailDelay: ((mail: Mail) => Promise<void>) | null;
  /**
   * Resolves once this app has heard every change committed so far (a marker notification sent
   * after them has arrived): a fixture written straight to the database is then in no cache,
   * emptied by its own notification as another server's write would be, not by a shortcut.
   */
  changesHeard(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The address of a new database on the test PostgreSQL cluster (TEST_DB=postgres): a copy of
 * the migrated template the global setup made (server/test/migrated-template.ts).
 */
export async function newPostgresDatabaseUrl(): Promise<string> {
  const base = inject("postgresUrl");
  const name = `t_${crypto.randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // FILE_COPY copies the template's files; PostgreSQL 15's default (WAL_LOG) writes each of its
  // pages to the WAL as well. The PostgreSQL project's server processes used 90 s of CPU against
  // 101-110 s, two runs each taken in turn (decision 151). The two checkpoints FILE_COPY asks
  // for are cheap on a cluster without fsync.
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")} STRATEGY = FILE_COPY`);
  await admin.end();
  return base.replace(/\/postgres$/, `/${name}`);
}

/** A fresh, migrated database of the kind this test project runs on (TEST_DB). */
export async function openTestDatabase(opts: { poolMax?: number } = {}): Promise<Database> {
  if (process.env.TEST_DB !== "postgres") return openMigratedPglite();
  return openDatabase({ databaseUrl: await newPostgresDatabaseUrl(), poolMax: opts.poolMax });
}

export async function createTestApp(
  opts: {
    rateLimit?: boolean;
    webDist?: string;
    env?: Record<string, string>;
    /**
     * The mail transport behind the queue. By default the app's own SMTP transport, pointed at
     * a real SMTP server this harness starts for the app (its mail lands in `ctx.mail`).
     */
    transport?: Mailer;
    /**
     * An SMTP server the caller started and closes, shared by several app servers (each with
     * its own transport, as separate processes would have); `mailDelay` does not reach it.
     */
    smtp?: TestSmtpServer;
    /** Another app server on this database (PostgreSQL) instead of a fresh one. */
    database?: Database;
    /** Routes of the test's own, registered after the app's and before it is ready. */
    extraRoutes?: (app: App) => void;
    /** Better Auth's own scrypt instead of the tests' cheap hash (QUICK_PASSWORD_HASHING). */
    realPasswordHashing?: boolean;
    /** The production floor under a sign-up's answer instead of none (test-config.ts). */
    signUpAnswerFloor?: boolean;
  } = {},
): Promise<TestContext> {
  // A database of openTestDatabase's is migrated already (a copy of the migrated template).
  const database = opts.database ?? (await openTestDatabase());
  if (opts.database) await runMigrations(database);
  const dataDir = mkdtempSync(path.join(tmpdir(), "alumni-test-"));
  const hooks: { mailDelay: TestContext["mailDelay"] } = { mailDelay: null };
  // The mail takes the production path to the wire: the queue, then nodemailer over SMTP to a
  // server of our own on an ephemeral port, which parses what arrived (issue 11, decision 050).
  const smtp = opts.transport
    ? null
    : (opts.smtp ?? (await startSmtpServer({ beforeAccept: (mail) => hooks.mailDelay?.(mail) })));
  const config = {
    ...testConfig(dataDir, { ...(smtp ? { SMTP_URL: smtp.url } : {}), ...opts.env }),
    ...(opts.signUpAnswerFloor ? { signUpAnswerFloorMs: SIGN_UP_ANSWER_FLOOR_MS } : {}),
  };
  const smtpTransport = smtp
    ? createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(dataDir, "outbox"),
        logger: pino({ level: "silent" }),
      })
    : null;
  const mailer: Mailer = opts.transport ?? (smtpTransport as Mailer);
  const deps = await composeTestDeps({
    config,
    database,
    mailer,
    realPasswordHashing: opts.realPasswordHashing,
  });
  const app = await buildApp(deps, { rateLimit: opts.rateLimit ?? false, webDist: opts.webDist });
  opts.extraRoutes?.(app);
  await app.ready();
  const markers = await listenForMarkers(database);
  return {
    app,
    database,
    dataDir,
    realtime: deps.realtime,
    deps,
    mail: smtp?.received ?? [],
    get mailDelay() {
      return hooks.mailDelay;
    },
    set mailDelay(delay) {
      hooks.mailDelay = delay;
    },
    changesHeard: () => markers.caughtUp(),
    async close() {
      await markers.stop();
      await app.close();
      await deps.stop();
      // The queue's workers are stopped: nothing sends any more. The pool's QUIT first, so
      // the server has no open connection to wait for.
      smtpTransport?.close();
      if (!opts.smtp) await smtp?.close();
      if (!opts.database) await database.close();
      // The server's folder (outbox, uploads, backups): every run left hundreds of them in /tmp.
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The newest mail the SMTP server received that matches, waiting for the queue to deliver it
 * (mail is sent by a background job, not inside the request).
 */
export async function waitForMail(
  ctx: TestContext,
  match: (mail: ReceivedMail) => boolean,
  timeoutMs = 30_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = [...ctx.mail].reverse().find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error("the expected mail did not arrive");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the SMTP server has received `count` mails matching (and returns them). */
export async function waitForMails(
  ctx: TestContext,
  match: (mail: ReceivedMail) => boolean,
  count: number,
  timeoutMs = 30_000,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = ctx.mail.filter(match);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} mails, ${found.length} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** A browser-like call: same-origin Origin header, JSON body, optional session cookie. */
export async function call(ctx: TestContext, method: Method, url: string, body?: unknown, cookie?: string) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.body ? safeJson(res.body) : null, headers: res.headers };
}

// Tests read response bodies freely; the assertions are the type check.
// biome-ignore lint/suspicious/noExplicitAny: test convenience
function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let counter = 0;
export function validSignUp(overrides: Partial<SignUpInput> = {}): SignUpInput {
  counter += 1;
  return {
    email: `member${counter}.${crypto.randomUUID().slice(0, 8)}@example.org`,
    password: "Secret123",
    confirmPassword: "Secret123",
    displayName: `Test Member`,
    house: "Tata",
    graduationYear: 2005,
    currentRole: "Engineer",
    company: "Acme",
    location: "Mumbai, India",
    ...overrides,
  };
}

export interface Member {
  userId: string;
  email: string;
  cookie: string;
  profileId: string;
}

/**
 * Signs someone up through the API and waits for the verification mail, without following its
 * link: answers what was sent and the link's path (GET it to verify).
 */
export async function signUpUnverified(
  ctx: TestContext,
  overrides: Partial<SignUpInput> = {},
): Promise<{ input: SignUpInput; verifyPath: string }> {
  const input = validSignUp(overrides);
  const res = await call(ctx, "POST", "/api/v1/auth/sign-up", input);
  if (res.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  const { link } = await waitForMail(ctx, (m) => m.to === input.email.toLowerCase() && !!m.link);
  if (!link) throw new Error("no verification mail");
  return { input, verifyPath: link.replace(ORIGIN, "") };
}

/** Signs a member up through the API, follows the verification link from the mail, returns the session. */
export async function createMember(ctx: TestContext, overrides: Partial<SignUpInput> = {}): Promise<Member> {
  const { input, verifyPath } = await signUpUnverified(ctx, overrides);
  const verify = await ctx.app.inject({ method: "GET", url: verifyPath });
  const cookie = sessionCookieFrom(verify.headers["set-cookie"]);
  const me = await call(ctx, "GET", "/api/v1/me", undefined, cookie);
  return {
    userId: me.body.viewer.user.id,
    email: input.email.toLowerCase(),
    cookie,
    profileId: me.body.viewer.profileId,
  };
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const pairs = list.map((c) => c.split(";")[0]).filter((c) => c.includes("session_token="));
  if (pairs.length === 0) throw new Error("no session cookie set");
  return pairs.join("; ");
}

/** Grants a role straight in the database, then waits until the app has heard of it (its caches). */
export async function grantRole(ctx: TestContext, userId: string, role: "admin" | "moderator" | "user") {
  await ctx.database.db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
  await ctx.changesHeard();
}
