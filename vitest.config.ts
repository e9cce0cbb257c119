import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import LongestFirst from "./server/test/longest-first";

const alias = {
  "@": fileURLToPath(new URL("./web", import.meta.url)),
  "@contract": fileURLToPath(new URL("./contract", import.meta.url)),
};

/**
 * API and unit tests run twice: on the embedded PGlite and on a real PostgreSQL 15 cluster
 * that server/test/postgres-global-setup.ts starts in a temporary folder.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on our 2-core
    // machines. Many API tests mostly wait (mail retries, rate-limit windows, PostgreSQL), so
    // several files at a time overlap those waits: 11.4 min -> about 8 min on a loaded machine
    // with three. Four (decision 137): beside the browser tests (scripts/test.sh) they are the
    // longer phase; in two clean-clone runs, both beside another engineer's benchmarks, they
    // ended 197 s after the browser tests with three workers and 86 s after with four.
    maxWorkers: 4,
    // The longest files first, from a recorded run (a clean clone has no Vitest cache).
    sequence: { sequencer: LongestFirst },
    // isolate: false (the server projects): a worker imports the server once, not once per test
    // file. Each file builds its own app and database (createTestApp), so files share module
    // code, not state; a test that changes module-level state (an env variable, a spy) undoes it.
    // The suite took ~7 min with isolation (5 min of it imports) and 4.1-4.4 min without.
    // Limits that bound a hang, not speed checks (benches in bench/ are): on 2026-12-01 a machine
    // of this kind ran the whole suite at a third of its usual speed (3,222 s of CPU against
    // 1,100-1,200 s), and tests that start extra servers or databases passed 30 s (issue 24).
    projects: [
      {
        resolve: { alias },
        test: {
          name: "pglite",
          isolate: false,
          include: ["server/**/*.test.ts", "contract/**/*.test.ts"],
          env: { TEST_DB: "pglite" },
          globalSetup: ["server/test/pglite-global-setup.ts"],
          setupFiles: ["server/test/fail-on-console-error.ts", "server/test/remove-temp-dirs.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "postgres",
          isolate: false,
          include: ["server/**/*.test.ts"],
          env: { TEST_DB: "postgres" },
          globalSetup: ["server/test/postgres-global-setup.ts"],
          setupFiles: ["server/test/fail-on-console-error.ts", "server/test/remove-temp-dirs.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "web",
          // One module graph and jsdom per worker here too (decision 151): each file imported
          // React, the testing library and jsdom's globals anew, 17.1 s wall and 33 s of CPU for 20
          // files against 7.4 s and 14 s, medians of 3 taken in turn. What a test renders is
          // unmounted after it (web/test/cleanup-after-each.ts); a test that stubs a global or
          // spies undoes it after each test; none mocks a module (a mock would reach other
          // files' imports).
          isolate: false,
          include: ["web/**/*.test.tsx", "web/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["server/test/fail-on-console-error.ts", "web/test/cleanup-after-each.ts"],
        },
      },
    ],
  },
});
