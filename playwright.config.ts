import path from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * Browser tests: Debian's Chromium (no browser downloads are possible here) against the
 * built app, served by the real server on fresh embedded databases with demo data.
 *
 * Two servers: "first-run" has no admin yet (the first-admin claim flow is tested there);
 * "app" gets its admin from the setup project, whose signed-in state admin specs reuse.
 * E2E_PORT moves both (base and base + 1), so several checkouts can run at once.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SERVERS = {
  firstRun: { port: BASE_PORT, dataDir: `.tmp/e2e-${BASE_PORT}/first-run` },
  app: { port: BASE_PORT + 1, dataDir: `.tmp/e2e-${BASE_PORT}/app` },
} as const;
export const ADMIN_STATE = `.tmp/e2e-${BASE_PORT}/admin-state.json`;
/**
 * E2E_FIRST_RUN=0: no first-run server (only first-run.spec.ts uses it). scripts/e2e-shards.sh
 * sets it for the parts without that file: the server's boot (a fresh database, migrated and
 * seeded: about 10 s of CPU) and its idle job-queue polling then cost those parts nothing.
 */
const WITH_FIRST_RUN = process.env.E2E_FIRST_RUN !== "0";
export const ADMIN_EMAIL = "office.admin@example.org";

/**
 * Debian's chromium-headless-shell: the headless-only build of the same Chromium version, which
 * Playwright itself runs for headless tests. In the full browser's headless mode
 * (/usr/bin/chromium) its browser process alone used about half a core; the same 31 tests took
 * 170 s of CPU with it and 124-128 s with the shell, side by side (issue 24, decision 135).
 * E2E_CHROMIUM=/usr/bin/chromium runs the full browser.
 */
const chromium = {
  executablePath: process.env.E2E_CHROMIUM ?? "/usr/lib/chromium/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    // V8's optimising compilers (TurboFan, Maglev) off: a test's page lives seconds, too short to
    // repay compiling its code twice more, and no browser test measures speed (bench/ and
    // Lighthouse, which runs its own Chrome, do). Four specs (28 tests), two runs each taken in
    // turn: the renderers used 34.8 and 37.6 s of CPU against 40.5 and 40.8 s, the whole run 90
    // and 94 s against 96 and 98 s (decision 151).
    "--js-flags=--no-turbofan --no-maglev",
  ],
};

/**
 * E2E_SEEDED_DATA: a data folder the built server has migrated and seeded already
 * (scripts/e2e-seeded-data.mjs, made once by scripts/e2e-shards.sh or npm test's build); each
 * server starts on a copy of it instead of migrating and seeding its own (decision 153).
 */
const SEEDED_DATA = process.env.E2E_SEEDED_DATA;

const server = ({ port, dataDir }: { port: number; dataDir: string }) => ({
  command: SEEDED_DATA
    ? `rm -rf ${dataDir} && mkdir -p ${path.dirname(dataDir)} && cp -R ${SEEDED_DATA} ${dataDir} && node dist/server/main.js`
    : `rm -rf ${dataDir} && node dist/server/main.js`,
  url: `http://localhost:${port}/api/health`,
  reuseExistingServer: false,
  // Creating the embedded database and seeding it took over a minute on a machine loaded by
  // other work (load average 24 on 2 cores).
  timeout: 180_000,
  env: {
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    SEED: "demo",
    LOG_LEVEL: "warn",
    // The job queue polls at the production default (JOB_POLL_INTERVAL, 2 s), not 0.5 s: a job
    // the server queues itself (every mail: sign-up verification, notices, newsletters) wakes
    // its worker at once (JobQueue.wake), so a sign-up's mail was in the outbox when the
    // request returned with either value; the poll only finds jobs queued for later. Idle, a
    // server polling every 0.5 s used 3.6 s of CPU a minute and every 2 s 1.3 s, measured
    // side by side; over a 15-minute run of four servers that is about 2.5 min of CPU (issue 24).
  },
});

export default defineConfig({
  testDir: "e2e",
  // Per port: two runs at once (scripts/e2e-shards.sh) must not clear each other's results.
  outputDir: `test-results/${BASE_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous: a test's steps wait on a real server, database and browser sharing two cores
  // with the other parts of the suite (scripts/e2e-shards.sh). On a clean clone the admin
  // pages took up to 55 s and the many-width layout checks over 60 s, and an admin list once
  // stayed 'Loading' for 10 s; none of these is a speed check (benches in bench/ are).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  // No trace by default: recording one costs every test its screencast and DOM snapshots even
  // when it is then thrown away ("retain-on-failure"); measured side by side on three specs (17
  // tests), 12.1 min with it and 9.8 min without, 49.6 s and 37.7 s of CPU (issue 24). A failure
  // still leaves its screenshot and error context; `--trace retain-on-failure` brings traces back.
  // Service workers blocked, except in the test about them (public-ready.spec.ts) and the specs about the
  // server-rendered pages (server-rendered.spec.ts), which allow it: each test's new context
  // otherwise installs the worker, which fetches the shell and every asset it names again, and
  // routes each later request through it. The same four specs (33 tests) took 101.5 s of CPU with
  // it and 76.7 s without, side by side (issue 24, decision 137).
  use: { launchOptions: chromium, trace: "off", screenshot: "only-on-failure", serviceWorkers: "block" },
  projects: [
    {
      name: "first-run",
      testMatch: /first-run\.spec\.ts/,
      use: { baseURL: `http://localhost:${SERVERS.firstRun.port}` },
    },
    {
      name: "setup",
      testMatch: /admin\.setup\.ts/,
      use: { baseURL: `http://localhost:${SERVERS.app.port}` },
    },
    {
      name: "app",
      testIgnore: [/first-run\.spec\.ts/, /admin\.setup\.ts/],
      dependencies: ["setup"],
      use: { baseURL: `http://localhost:${SERVERS.app.port}` },
    },
  ],
  webServer: [...(WITH_FIRST_RUN ? [server(SERVERS.firstRun)] : []), server(SERVERS.app)],
});
