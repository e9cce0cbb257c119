import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../contract/ui-text";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { queryRows } from "../db/client";
import { rateLimits } from "../db/schema";
import type { App } from "../deps";
import { RATE_LIMITS_PRUNE_QUEUE } from "../http/rate-limits-retention";
import { QUEUES } from "../jobs/queue";
import { composeTestDeps } from "../test/extra-server";
import {
  call,
  createMember,
  createTestApp,
  type Member,
  ORIGIN,
  type TestContext,
  waitForMails,
} from "../test/harness";
import { waitForJobsDone } from "../test/jobs";

// The test app has the per-client-address limits off (rateLimit: false), so every 429 here
// comes from the per-account and per-address throttles under test.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

function signInFrom(app: App, address: number, email: string, password: string) {
  return app.inject({
    method: "POST",
    url: "/api/v1/auth/sign-in",
    remoteAddress: `203.0.113.${address}`,
    headers: { "content-type": "application/json", origin: ORIGIN },
    payload: JSON.stringify({ email, password }),
  });
}

describe("failed sign-ins per account", () => {
  let member: Member;
  beforeAll(async () => {
    member = await createMember(ctx);
  });

  it("answers 10 wrong passwords from 10 addresses, then refuses the account with a clear 429 and Retry-After", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++)
      statuses.push((await signInFrom(ctx.app, i, member.email, "Wrong12345")).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const refused = await signInFrom(ctx.app, 99, member.email, "Secret123"); // even the right password waits
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: "RATE_LIMITED", message: AUTH_MESSAGES.tooManySignInFailures(15) },
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    const other = await createMember(ctx);
    expect((await signInFrom(ctx.app, 1, other.email, "Secret123")).statusCode).toBe(200);
  });

  it("a right password starts the count again", async () => {
    const m = await createMember(ctx);
    for (let i = 0; i < 9; i++)
      expect((await signInFrom(ctx.app, i, m.email, "Wrong12345")).statusCode).toBe(401);
    expect((await signInFrom(ctx.app, 1, m.email, "Secret123")).statusCode).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await signInFrom(ctx.app, i, m.email, "Wrong12345")).statusCode).toBe(401);
  });

  it("an address with no account is throttled the same way, so the 429 reveals nothing", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++)
      statuses.push((await signInFrom(ctx.app, i, "nobody@example.org", "Wrong12345")).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it("holds across app servers sharing the database", async () => {
    const m = await createMember(ctx);
    const config = loadConfig({
      DATA_DIR: ctx.dataDir,
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: "x".repeat(40),
      SEED: "none",
    });
    // The hash the first server's members were made with (the tests' cheap one).
    const deps = await composeTestDeps({ config, database: ctx.database });
    const second = await buildApp(deps, { rateLimit: false });
    try {
      for (let i = 0; i < 10; i++) {
        const app = i % 2 === 0 ? ctx.app : second;
        expect((await signInFrom(app, i, m.email, "Wrong12345")).statusCode).toBe(401);
      }
      expect((await signInFrom(second, 50, m.email, "Wrong12345")).statusCode).toBe(429);
      expect((await signInFrom(ctx.app, 51, m.email, "Wrong12345")).statusCode).toBe(429);
    } finally {
      await second.close();
      await deps.stop();
    }
  });
});

describe("e-mails per target address", () => {
  it("sends 5 e-mails to one address an hour, then refuses with a clear 429 and sends nothing more", async () => {
    const m = await createMember(ctx); // its verification e-mail is the first of the 5
    const before = ctx.mail.length;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(ctx, "POST", "/api/auth/request-password-reset", {
        email: m.email,
        redirectTo: "/auth",
      });
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body.error).toEqual({ code: "RATE_LIMITED", message: AUTH_MESSAGES.tooManyMails(60) });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
    await waitForMails(ctx, (mail) => ctx.mail.indexOf(mail) >= before && mail.to === m.email, 4);
    // Every queued mail has been handed over (or given up): a fifth would have arrived by now.
    await waitForJobsDone(ctx, QUEUES.mailDeliver);
    expect(ctx.mail.slice(before).filter((mail) => mail.to === m.email)).toHaveLength(4);
    const other = await createMember(ctx);
    const ok = await call(ctx, "POST", "/api/auth/request-password-reset", {
      email: other.email,
      redirectTo: "/auth",
    });
    expect(ok.status).toBe(200);
  });

  it("counts new verification links and sign-ups for the address too", async () => {
    const email = `flood.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await call(ctx, "POST", "/api/auth/send-verification-email", { email })).status);
    }
    const signUp = {
      email,
      password: "Secret123",
      confirmPassword: "Secret123",
      displayName: "Flood Test",
      house: "Tata",
    };
    for (let i = 0; i < 3; i++)
      statuses.push((await call(ctx, "POST", "/api/v1/auth/sign-up", signUp)).status);
    expect(statuses).toEqual([200, 200, 200, 201, 201, 429]);
  });
});

describe("the counters' clean-up", () => {
  it("an hourly job, one for every server, deletes the counters whose window ended over an hour ago", async () => {
    const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000);
    const key = (name: string) => `retention-test:${name}:${crypto.randomUUID()}`;
    const rows = {
      endedLongAgo: key("ended-2h-ago"),
      endedLately: key("ended-10min-ago"),
      running: key("ends-in-5min"),
      endless: key("no-end"),
    };
    await ctx.database.db.insert(rateLimits).values([
      { key: rows.endedLongAgo, points: 3, expire: minutesFromNow(-120) },
      { key: rows.endedLately, points: 3, expire: minutesFromNow(-10) },
      { key: rows.running, points: 3, expire: minutesFromNow(5) },
      { key: rows.endless, points: 3, expire: null },
    ]);
    const schedules = await queryRows<{ cron: string }>(
      ctx.database.db,
      sql`SELECT cron FROM pgboss.schedule WHERE name = ${RATE_LIMITS_PRUNE_QUEUE}`,
    );
    expect(schedules).toEqual([{ cron: "7 * * * *" }]);

    await ctx.deps.jobs.send(RATE_LIMITS_PRUNE_QUEUE, {});
    expect(await waitForJobsDone(ctx, RATE_LIMITS_PRUNE_QUEUE)).toBe(1);
    const left = await ctx.database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, "retention-test:%"));
    expect(left.map((r) => r.key).sort()).toEqual([rows.endedLately, rows.running, rows.endless].sort());
  });
});
