import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../contract/ui-text";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { settings } from "../db/schema";
import type { App } from "../deps";
import { composeTestDeps } from "../test/extra-server";
import { call, createMember, type Member, ORIGIN, openTestDatabase } from "../test/harness";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy";
import { testTempDir } from "../test/temp-dirs";

// A database outage can only happen to a database server: the embedded PGlite lives inside the
// process. So this runs in the PostgreSQL project, through a proxy the test cuts and restores.
const onPostgres = process.env.TEST_DB === "postgres";

describe.runIf(onPostgres)("while the database is out of reach", () => {
  let direct: Database;
  let viaProxy: Database;
  let proxy: TcpProxy;
  let app: App;
  let stop: () => Promise<void>;
  let member: Member;

  beforeAll(async () => {
    direct = await openTestDatabase();
    await runMigrations(direct);
    await direct.db
      .insert(settings)
      .values({ id: 1, siteName: "Mayo Old Boys", contactEmail: "office@mayo.example" });
    const pool = (direct.db as unknown as { $client: { options: { connectionString: string } } }).$client;
    const url = new URL(pool.options.connectionString);
    proxy = await startTcpProxy(Number(url.port));
    url.port = String(proxy.port);
    viaProxy = await openDatabase({ databaseUrl: url.toString() });
    const webDist = testTempDir("alumni-web-");
    mkdirSync(path.join(webDist, "assets"));
    writeFileSync(
      path.join(webDist, "index.html"),
      '<!doctype html><html><head><title>Alumni Portal</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
    );
    const config = loadConfig({
      DATA_DIR: testTempDir("alumni-test-"),
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: "x".repeat(40),
      SEED: "none",
    });
    const mail: { to: string; link?: string }[] = [];
    const deps = await composeTestDeps({
      config,
      database: viaProxy,
      mailer: { send: async (m) => void mail.push(m) },
    });
    stop = deps.stop;
    app = await buildApp(deps, { rateLimit: false, webDist });
    await app.ready();
    member = await createMember({ app, mail } as never);
    // The shell and header read the settings once while the database is up.
    expect((await call({ app } as never, "GET", "/api/v1/settings/public")).body.siteName).toBe(
      "Mayo Old Boys",
    );
    proxy.cut();
  });

  afterAll(async () => {
    await app?.close();
    await stop?.();
    await viaProxy?.close();
    await proxy?.close();
    await direct?.close();
  });

  it("the API answers 503 with Retry-After and a clear message, for visitors and members", async () => {
    for (const cookie of [undefined, member.cookie]) {
      const res = await call({ app } as never, "GET", "/api/v1/news", undefined, cookie);
      expect(res.status).toBe(503);
      expect(res.headers["retry-after"]).toBe("5");
      expect(res.body).toEqual({ error: { code: "UNAVAILABLE", message: GENERIC_MESSAGES.unavailable } });
    }
    const write = await call(
      { app } as never,
      "PATCH",
      "/api/v1/profile",
      { location: "Pune" },
      member.cookie,
    );
    expect(write.status).toBe(503);
  });

  it("the app shell is still served, with the site name read before the outage", async () => {
    for (const cookie of [undefined, member.cookie]) {
      const res = await app.inject({ method: "GET", url: "/alumni", headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toMatch(/<title>[^<]*Mayo Old Boys<\/title>/);
    }
    const header = await call({ app } as never, "GET", "/api/v1/settings/public");
    expect(header.body).toEqual({
      siteName: "Mayo Old Boys",
      contactEmail: "office@mayo.example",
      timeZone: "Asia/Kolkata",
    });
  });

  it("recovers by itself when the database is back", async () => {
    proxy.restore();
    const res = await call({ app } as never, "GET", "/api/v1/news");
    expect(res.status).toBe(200);
    const me = await call({ app } as never, "GET", "/api/v1/me", undefined, member.cookie);
    expect(me.body.viewer.user.id).toBe(member.userId);
  });

  it("live delivery between app servers resumes: the LISTEN connection comes back by itself", async () => {
    const received: string[] = [];
    await viaProxy.listen("outage_test", (payload) => received.push(payload));
    const deadline = Date.now() + 15_000;
    while (!received.includes("after") && Date.now() < deadline) {
      await direct.db.execute(
        sql`SELECT pg_notify('alumni_realtime', 'ping'), pg_notify('outage_test', 'after')`,
      );
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(received).toContain("after");
  });
});

describe.runIf(onPostgres)("the PostgreSQL pool", () => {
  it("holds at most DATABASE_POOL_MAX connections and cancels a statement after DATABASE_STATEMENT_TIMEOUT", async () => {
    const probe = await openTestDatabase();
    const pool = (probe.db as unknown as { $client: { options: { connectionString: string } } }).$client;
    const url = pool.options.connectionString;
    await probe.close();
    const database = await openDatabase({ databaseUrl: url, poolMax: 3, statementTimeoutMs: 200 });
    try {
      const client = (database.db as unknown as { $client: { options: { max: number } } }).$client;
      expect(client.options.max).toBe(3);
      const slow = await database.db.execute(sql`SELECT pg_sleep(2)`).catch((err: { cause?: Error }) => err);
      expect((slow as { cause?: Error }).cause?.message).toMatch(/statement timeout/);
      const shown = (await database.db.execute(sql`SHOW statement_timeout`)) as unknown as {
        rows: { statement_timeout: string }[];
      };
      const [row] = shown.rows;
      expect(row.statement_timeout).toBe("200ms");
    } finally {
      await database.close();
    }
  });
});
