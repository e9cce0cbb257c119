import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../contract/messages";
import { buildApp } from "../app";
import { composeDeps } from "../compose";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { settings } from "../db/schema";
import type { App } from "../deps";
import { call, createMember, type Member, ORIGIN, openTestDatabase } from "../test/harness";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy";

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
    const url = new URL(
      (direct.db.$client as { options: { connectionString: string } }).options.connectionString,
    );
    proxy = await startTcpProxy(Number(url.port));
    url.port = String(proxy.port);
    viaProxy = await openDatabase({ databaseUrl: url.toString() });
    const webDist = mkdtempSync(path.join(tmpdir(), "alumni-web-"));
    mkdirSync(path.join(webDist, "assets"));
    writeFileSync(
      path.join(webDist, "index.html"),
      '<!doctype html><html><head><title>Alumni Portal</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
    );
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "alumni-test-")),
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: "x".repeat(40),
      SEED: "none",
    });
    const mail: { to: string; link?: string }[] = [];
    const deps = await composeDeps({
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
    expect(header.body).toEqual({ siteName: "Mayo Old Boys", contactEmail: "office@mayo.example" });
  });

  it("recovers by itself when the database is back", async () => {
    proxy.restore();
    const res = await call({ app } as never, "GET", "/api/v1/news");
    expect(res.status).toBe(200);
    const me = await call({ app } as never, "GET", "/api/v1/me", undefined, member.cookie);
    expect(me.body.viewer.user.id).toBe(member.userId);
  });
});
