import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { queryRows } from "../db/client";
import type { App } from "../deps";
import { composeTestDeps } from "../test/extra-server";
import { createTestApp, ORIGIN, type TestContext } from "../test/harness";

/**
 * Two app servers on one database (decision 067): with the database store they share one
 * budget per client and route; with the per-process memory store each allows the whole limit.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function twoServers(store: "memory" | "database") {
  const config = loadConfig({
    DATA_DIR: "/tmp/alumni-rate-test",
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: "x".repeat(40),
    SEED: "none",
    RATE_LIMIT_STORE: store,
  });
  const servers: Array<{ app: App; stop: () => Promise<void> }> = [];
  for (let i = 0; i < 2; i++) {
    // The tests' cheap hash (the limits are the subject): a sign-in for an unknown address still
    // hashes the password, and 26 of Better Auth's took 4-5 s a database.
    const deps = await composeTestDeps({ config, database: ctx.database });
    const app = await buildApp(deps, {});
    await app.ready();
    servers.push({ app, stop: deps.stop });
  }
  return {
    servers: servers.map((s) => s.app),
    close: async () => {
      for (const s of servers) {
        await s.app.close();
        await s.stop();
      }
    },
  };
}

/** Failed sign-ins (each for another account), alternating between the servers, from one client address. */
async function alternateSignIns(servers: App[], count: number, address: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await servers[i % servers.length].inject({
      method: "POST",
      url: "/api/v1/auth/sign-in",
      remoteAddress: address,
      headers: { "content-type": "application/json", origin: ORIGIN },
      payload: JSON.stringify({ email: `nobody.${address}.${i}@example.org`, password: "TopSecret987" }),
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe("rate limits shared by several app servers", () => {
  it("the database store: two servers together allow the sign-in limit (10 a minute) once, with Retry-After", async () => {
    const { servers, close } = await twoServers("database");
    try {
      const statuses = await alternateSignIns(servers, 14, "198.51.100.7");
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
      // Another client address has its own budget; another route its own count.
      expect(await alternateSignIns(servers, 2, "198.51.100.8")).toEqual([401, 401]);
      const signUp = await servers[0].inject({
        method: "POST",
        url: "/api/v1/auth/sign-up",
        remoteAddress: "198.51.100.7",
        headers: { "content-type": "application/json", origin: ORIGIN },
        payload: "{}",
      });
      expect(signUp.statusCode).toBe(400);
      const refused = await servers[1].inject({
        method: "POST",
        url: "/api/v1/auth/sign-in",
        remoteAddress: "198.51.100.7",
        headers: { "content-type": "application/json", origin: ORIGIN },
        payload: JSON.stringify({ email: "someone@example.org", password: "x" }),
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    } finally {
      await close();
    }
  });

  it("a generous limit is leased a twentieth at a time: two servers together allow the header search's 120 a minute at most, and at least all but each server's unused spare", async () => {
    const { servers, close } = await twoServers("database");
    const address = "198.51.100.21";
    const searches = (from: number, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          servers[(from + i) % 2]
            .inject({ method: "GET", url: `/api/v1/profiles?search=a&limit=6`, remoteAddress: address })
            .then((res) => res.statusCode),
        ),
      );
    const pointsCounted = async () => {
      const rows = await queryRows<{ points: number }>(
        ctx.database.db,
        // The header search's own limit: the scraping brake (decision 120) counts these reads too,
        // under its own key.
        sql`SELECT points FROM rate_limits WHERE key LIKE ${`%${address}`} AND key NOT LIKE '%read-brake%'`,
      );
      return rows.reduce((sum, r) => sum + Number(r.points), 0);
    };
    try {
      const first = await searches(0, 30);
      expect(first).toEqual(Array(30).fill(200));
      // 30 searches took leases of 6: the database counted whole leases, at most one spare per server.
      const counted = await pointsCounted();
      expect(counted % 6).toBe(0);
      expect(counted).toBeGreaterThanOrEqual(30);
      expect(counted).toBeLessThanOrEqual(30 + 2 * 6);
      const rest = await searches(0, 110);
      const allowed = [...first, ...rest].filter((status) => status === 200).length;
      expect(allowed).toBeLessThanOrEqual(120);
      // A server may end holding up to 5 counted points it never used.
      expect(allowed).toBeGreaterThanOrEqual(120 - 2 * 5);
      expect(rest.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("the memory store counts per process: the same 14 requests over two servers all pass the address limit", async () => {
    const { servers, close } = await twoServers("memory");
    try {
      expect(await alternateSignIns(servers, 14, "198.51.100.9")).toEqual(Array(14).fill(401));
    } finally {
      await close();
    }
  });

  it("is the default with DATABASE_URL; the embedded database (one process) counts in memory", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/alumni-rate-test" }).rateLimitStore).toBe("memory");
    expect(
      loadConfig({ DATA_DIR: "/tmp/alumni-rate-test", DATABASE_URL: "postgres://a@127.0.0.1/b" })
        .rateLimitStore,
    ).toBe("database");
  });
});
