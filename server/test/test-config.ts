import { type Config, loadConfig } from "../config";

export const ORIGIN = "http://localhost:3000";

/**
 * The configuration of every test app (createTestApp), and of the one the migrated template is
 * made with (server/test/migrated-template.ts): its job queues are created there with this
 * retry policy, once per run instead of once per test file.
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    SEED: "none",
    // Mail goes through the job queue: quick retries so a test sees them. The queue polls at
    // the production default: a job this server sends wakes its worker, and a worker that found
    // a job looks again at once (JobQueue.work); idle, each test app polled at 0.5 s used 53 ms
    // of CPU a second on PGlite, at 2 s 12 ms (issue 24).
    JOB_POLL_INTERVAL: "2",
    MAIL_RETRY_DELAY: "1",
    MAIL_RETRY_LIMIT: "2",
    MESSAGE_MAIL_DELAY: "1",
    // Caches on, as in production (decisions 090, 091, 124), and for far longer than any test,
    // so only a write (through the app, or a fixture's NOTIFY it waited for with changesHeard)
    // empties them: a stale read shows every time, not only when a test is quick. A test that
    // needs them off passes CACHE_SECONDS "0" and says why.
    CACHE_SECONDS: "3600",
    ...env,
  });
  // No cron clock: a test calls the scheduled work itself (a 15-minute tick landing mid-test
  // had added notices to a member whose bell the test was counting).
  // No floor under a sign-up's answer: its 500 ms, idle, came to a quarter of the API tests'
  // time (460 sign-ups a database); the tests of that floor ask for it (decision 148).
  return { ...config, jobs: { ...config.jobs, cronClock: false }, signUpAnswerFloorMs: 0 };
}
