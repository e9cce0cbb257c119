/**
 * Header search with 100,000 profiles on PostgreSQL (issue 3): the search through the app
 * (app.inject, the whole request path) against the same SQL run directly, in one run.
 * Prints medians, the ratio, and EXPLAIN ANALYZE of the search query.
 *
 *   npx tsx bench/profile-search.ts            (PROFILES=100000 ROUNDS=200 by default)
 *
 * Needs the PostgreSQL 15 server binaries (a throwaway cluster is started in a temp folder).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { LIMITS } from "../contract/constants";
import { profileListQuerySchema } from "../contract/profiles";
import { buildApp } from "../server/app";
import { composeDeps } from "../server/compose";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { profileListQuery } from "../server/modules/profiles/queries";
import { startCluster } from "../server/test/postgres-cluster";
import { generateProfiles } from "./generate-profiles";
import { median } from "./stats";

const PROFILES = Number(process.env.PROFILES ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 200);
const TERMS = ["sharma", "infosys", "engineer", "zubin", "wipro", "pillai 4242", "zzq"];
const EXPLAIN_TERMS = ["engineer", "zubin", "pillai 4242"];

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const ms = (n: number) => `${n.toFixed(3)} ms`;

async function main() {
  const cluster = await startCluster();
  const database = await openDatabase({ databaseUrl: cluster.url });
  try {
    await runMigrations(database);
    const t0 = performance.now();
    await generateProfiles(database.db, PROFILES);
    await database.db.execute(sql`ANALYZE`);
    console.log(`generated ${PROFILES.toLocaleString("en-US")} profiles in ${ms(performance.now() - t0)}`);

    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "alumni-bench-")),
      PUBLIC_URL: "http://localhost:3000",
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
      SEED: "none",
      LOG_LEVEL: "silent",
    });
    const mailer = { send: async () => {} };
    const deps = await composeDeps({ config, database, mailer });
    const app = await buildApp(deps, { rateLimit: false });
    await app.ready();

    const direct = new pg.Client({ connectionString: cluster.url });
    await direct.connect();

    console.log(`\nheader search, limit ${LIMITS.headerSearchResults}, visitor, ${ROUNDS} rounds per term\n`);
    console.log("term         matches  app.inject (median / p95)   direct SQL (median / p95)   ratio");
    let sumApp = 0;
    let sumSql = 0;
    for (const term of TERMS) {
      const query = profileListQuerySchema.parse({ search: term, limit: LIMITS.headerSearchResults });
      const { sql: text, params } = profileListQuery(database.db, null, query).toSQL();
      const url = `/api/v1/profiles?search=${encodeURIComponent(term)}&limit=${LIMITS.headerSearchResults}`;
      // warm-up
      for (let i = 0; i < 20; i++) {
        await app.inject({ method: "GET", url });
        await runDirect(direct, text, params);
      }
      const viaApp: number[] = [];
      const viaSql: number[] = [];
      let count = 0;
      for (let i = 0; i < ROUNDS; i++) {
        let s = performance.now();
        const res = await app.inject({ method: "GET", url });
        viaApp.push(performance.now() - s);
        if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
        count = (JSON.parse(res.body) as { profiles: unknown[] }).profiles.length;
        s = performance.now();
        await runDirect(direct, text, params);
        viaSql.push(performance.now() - s);
      }
      sumApp += median(viaApp);
      sumSql += median(viaSql);
      console.log(
        `${term.padEnd(12)} ${String(count).padStart(7)}  ${`${ms(median(viaApp))} / ${ms(p95(viaApp))}`.padEnd(28)}${`${ms(median(viaSql))} / ${ms(p95(viaSql))}`.padEnd(28)}${(median(viaApp) / median(viaSql)).toFixed(2)}x`,
      );
    }
    console.log(`\noverall ratio (sum of medians) app / direct SQL: ${(sumApp / sumSql).toFixed(2)}x`);

    for (const term of EXPLAIN_TERMS) {
      const query = profileListQuerySchema.parse({ search: term, limit: LIMITS.headerSearchResults });
      const { sql: text, params } = profileListQuery(database.db, null, query).toSQL();
      console.log(
        `\nEXPLAIN (ANALYZE, BUFFERS) for "${term}"\nSQL: ${text}\nparams: ${JSON.stringify(params)}\n`,
      );
      const plan = await runDirect(direct, `EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      console.log(plan.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n"));
    }

    await direct.end();
    await app.close();
  } finally {
    await database.close().catch(() => {});
    cluster.stop();
  }
}

/** What listProfiles sends for a header search: the one statement. */
async function runDirect(client: pg.Client, text: string, params: unknown[]) {
  return client.query(text, params);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
