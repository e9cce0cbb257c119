/**
 * Admin alumni list at 100,000 profiles (issue 5): server-side search, sort and paging.
 *
 *   npx tsx bench/admin-alumni.ts            (needs PostgreSQL 15 binaries; runs as root via su)
 *
 * Starts a throwaway PostgreSQL cluster, migrates, inserts 100,000 profiles, ANALYZEs, then
 * for each scenario reports the median time of GET /api/v1/admin/alumni over real HTTP
 * against (a) the same two SQL statements run directly on the pool and (b) a bare Node HTTP
 * server answering a constant JSON body — ratios measured in one run (DESIGN.md §7) — plus
 * the plan of the page query, to show the index it uses.
 */
import { mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../server/app";
import { composeDeps } from "../server/compose";
import { loadConfig } from "../server/config";
import { openDatabase, queryRows } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { userRoles } from "../server/db/schema";
import type { Mail } from "../server/mail/mailer";
import { startCluster } from "../server/test/postgres-cluster";
import { signUpBenchMember } from "./bench-session";
import { median } from "./stats";

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const RUNS = 30;

async function time(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn(); // warm up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return median(samples);
}

function get(url: string, cookie?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: cookie ? { cookie } : {} }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

const cluster = await startCluster();
try {
  const url = cluster.url;
  const database = await openDatabase({ databaseUrl: url });
  await runMigrations(database);
  const origin = "http://localhost:3999";
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-admin-")),
    PUBLIC_URL: origin,
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    SEED: "none",
    LOG_LEVEL: "silent",
  });
  const mail: Mail[] = [];
  const mailer = { send: async (m: Mail) => void mail.push(m) };
  const deps = await composeDeps({ config, database, mailer });
  const app = await buildApp(deps, { rateLimit: false });

  // An admin session, through the real sign-up and verification flow.
  const { cookie, me } = await signUpBenchMember(app, mail, origin, {
    email: "bench.admin@example.org",
    displayName: "Bench Admin",
  });
  await database.db.insert(userRoles).values({ userId: me.viewer.user.id, role: "admin" });

  console.info(`inserting ${PROFILES.toLocaleString()} profiles…`);
  const t0 = performance.now();
  await database.db.execute(sql`
    INSERT INTO profiles (display_name, house, graduation_year, currentrole, company, location, created_at)
    SELECT
      (ARRAY['Arjun','Rahul','Vikram','Karan','Nikhil','Sanjay','Rohan','Aditya','Kabir','Dev'])[1 + i % 10] || ' ' ||
      (ARRAY['Sharma','Mehta','Kapoor','Singh','Patel','Rao','Gupta','Joshi','Malhotra','Bose','Sethi','Menon'])[1 + (i / 10) % 12] || ' ' || i,
      (ARRAY['Tata','Hyderabad','Kashmir','Jaipur','Oberoi'])[1 + i % 5],
      1960 + i % 65,
      (ARRAY['Engineer','Doctor','Lawyer','Professor','Banker','Architect'])[1 + i % 6],
      (ARRAY['Infosys','Google','Tata Steel','AIIMS','HDFC Bank','McKinsey','Microsoft'])[1 + i % 7],
      (ARRAY['Mumbai, India','Delhi, India','London, UK','Dubai, UAE','Singapore'])[1 + i % 5],
      now() - (i || ' minutes')::interval
    FROM generate_series(1, ${PROFILES}) AS i`);
  await database.db.execute(sql`ANALYZE`);
  console.info(`  ${(performance.now() - t0).toFixed(0)} ms`);

  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"items":[],"total":0}');
  });
  await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
  const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;
  const pool = new pg.Pool({ connectionString: url, max: 4 });

  const scenarios: Array<{
    name: string;
    qs: string;
    where: string;
    order: string;
    limit: number;
    offset: number;
  }> = [
    {
      name: "newest first, page 1",
      qs: "",
      where: "",
      order: "created_at DESC, id DESC",
      limit: 25,
      offset: 0,
    },
    {
      name: "newest first, page 2,000 (offset 49,975)",
      qs: "page=2000",
      where: "",
      order: "created_at DESC, id DESC",
      limit: 25,
      offset: 49_975,
    },
    {
      name: "by name A→Z, page 40",
      qs: "sort=display_name&dir=asc&page=40",
      where: "",
      order: "display_name ASC, id ASC",
      limit: 25,
      offset: 975,
    },
    {
      name: "by graduation year, page 1",
      qs: "sort=graduation_year&dir=desc",
      where: "",
      order: "graduation_year DESC, id DESC",
      limit: 25,
      offset: 0,
    },
    {
      name: "search 'malhotra 12' (name/company/role)",
      qs: "search=malhotra%2012",
      where:
        "WHERE display_name ILIKE '%malhotra 12%' OR company ILIKE '%malhotra 12%' OR currentrole ILIKE '%malhotra 12%'",
      order: "created_at DESC, id DESC",
      limit: 25,
      offset: 0,
    },
  ];

  console.info(`\nGET /api/v1/admin/alumni, ${PROFILES.toLocaleString()} profiles, median of ${RUNS} (ms)`);
  console.info("scenario | endpoint | same SQL direct | bare HTTP | endpoint/SQL | endpoint/bare");
  for (const s of scenarios) {
    const check = await get(`${base}/api/v1/admin/alumni?${s.qs}`, cookie);
    if (check.status !== 200) throw new Error(`${s.name}: ${check.status} ${check.body}`);
    const endpoint = await time(() => get(`${base}/api/v1/admin/alumni?${s.qs}`, cookie));
    const pageSql = `SELECT id, user_id, display_name, house, graduation_year, currentrole, company, location, avatar_url, created_at FROM profiles ${s.where} ORDER BY ${s.order} LIMIT ${s.limit} OFFSET ${s.offset}`;
    const countSql = `SELECT count(*) FROM profiles ${s.where}`;
    const direct = await time(() => Promise.all([pool.query(pageSql), pool.query(countSql)]));
    const bareMs = await time(() => get(bareUrl));
    console.info(
      `${s.name} | ${endpoint.toFixed(2)} | ${direct.toFixed(2)} | ${bareMs.toFixed(2)} | ${(endpoint / direct).toFixed(2)}x | ${(endpoint / bareMs).toFixed(1)}x`,
    );
    const plan = await queryRows<{ "QUERY PLAN": string }>(database.db, sql.raw(`EXPLAIN ${pageSql}`));
    const nodes = plan
      .map((p) => p["QUERY PLAN"])
      .filter((l) => /Scan|Sort|Limit/.test(l))
      .map((l) => l.trim().split("  (")[0]);
    console.info(`  plan: ${nodes.join(" → ")}`);
  }

  await pool.end();
  bare.close();
  await app.close();
  await deps.stop();
  await database.close();
} finally {
  cluster.stop();
}
