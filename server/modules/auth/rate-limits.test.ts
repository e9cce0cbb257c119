import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { composeTestDeps } from "../../test/extra-server";
import { createTestApp, ORIGIN, type TestContext } from "../../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/**
 * 12 failed sign-ins, each for another account (the per-address limit is under test), through
 * an app with rate limits on (and this configuration), sent with X-Forwarded-For when given.
 * Returns the statuses and every log line the app wrote.
 */
async function signInStatuses(env: Record<string, string>, forwardedFor?: (i: number) => string) {
  const lines: string[] = [];
  const logger = pino(
    { level: "trace" },
    new Writable({
      write: (c, _e, cb) => {
        lines.push(String(c));
        cb();
      },
    }),
  );
  const config = loadConfig({
    DATA_DIR: "/tmp/alumni-rate-test",
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: "x".repeat(40),
    SEED: "none",
    ...env,
  });
  // The tests' cheap hash: each failed sign-in still hashes (to take a known account's time),
  // and the limit is under test, not scrypt (36 real hashes: 16 s of CPU a database).
  const deps = await composeTestDeps({ config, database: ctx.database });
  const app = await buildApp(deps, { logger });
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-in",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor(i) } : {}),
      },
      payload: JSON.stringify({ email: `nobody${i}@example.org`, password: "TopSecret987" }),
    });
    statuses.push(res.statusCode);
  }
  await app.close();
  await deps.stop();
  return { statuses, logs: lines.join("") };
}

describe("rate limits and logs", () => {
  it("limits sign-in attempts per address and never logs a password", async () => {
    const { statuses, logs } = await signInStatuses({});
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(logs).not.toContain("TopSecret987");
  });
});

describe("client address for rate limits", () => {
  it("ignores X-Forwarded-For by default, so a client cannot rotate it past the sign-in limit", async () => {
    const { statuses } = await signInStatuses({}, (i) => `203.0.113.${i + 1}`);
    expect(statuses.at(-1)).toBe(429);
  });

  it("believes X-Forwarded-For from the proxy TRUST_PROXY names", async () => {
    expect(loadConfig({ DATA_DIR: "/tmp/alumni-rate-test", TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: "/tmp/alumni-rate-test" }).trustProxy).toBe(false);
    const { statuses } = await signInStatuses({ TRUST_PROXY: "127.0.0.1" }, (i) => `203.0.113.${i + 1}`);
    expect(statuses.every((s) => s === 401)).toBe(true);
  });
});

describe("sign-ups from one address", () => {
  it("let a reunion's 30 sign-ups through from one network in a minute, then slow down", async () => {
    const config = loadConfig({
      DATA_DIR: "/tmp/alumni-rate-test",
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: "x".repeat(40),
      SEED: "none",
    });
    // The tests' cheap password hash, as above (31 real hashes took 20 s a database on a loaded
    // machine), and no floor under each answer (decision 148): 31 times 500 ms of waiting.
    const deps = await composeTestDeps({
      config: { ...config, signUpAnswerFloorMs: 0 },
      database: ctx.database,
    });
    const app = await buildApp(deps);
    const statuses: number[] = [];
    // The clock stands still: the limit is 30 in a minute, and 31 sign-ups took more than a
    // minute on a loaded machine (the first left the window and the 31st passed). Timers run.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await signUpMany(app, statuses);
    } finally {
      vi.useRealTimers();
    }
    await app.close();
    await deps.stop();
    expect(statuses).toEqual([...Array(30).fill(201), 429]);
  }, 120_000);
});

/** 31 sign-ups from one address, one after another; their statuses into `statuses`. */
async function signUpMany(app: Awaited<ReturnType<typeof buildApp>>, statuses: number[]) {
  for (let i = 0; i < 31; i++) {
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/auth/sign-up",
      headers: { "content-type": "application/json", origin: ORIGIN },
      payload: JSON.stringify({
        email: `reunion${i}.${crypto.randomUUID().slice(0, 6)}@example.org`,
        password: "Secret123",
        confirmPassword: "Secret123",
        displayName: "Reunion Guest",
        house: "Jaipur",
      }),
    });
    statuses.push(res.statusCode);
  }
}
