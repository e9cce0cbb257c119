/**
 * Issue 22 item 4: does a page render hold the server? `GET /api/v1/me` (a member, 2
 * connections) alone, then side by side with 20 connections that load a page without pause:
 *
 *   npm run -s build && npx tsx bench/pages-beside-api.ts [built folder …]   (default: dist)
 *
 * - `/alumni` as a visitor (a kept page after the first render),
 * - `/alumni` as a member (the shell, decision 115),
 * - `/alumni/{id}` as a visitor, rotating through the 100,000 generated profiles: nearly every
 *   request a render (a crawler following the sitemap, or a page just emptied by a write).
 *
 * For each built folder (measured one after another in the same run, on one PostgreSQL 15
 * cluster with the demo seed and PROFILES generated profiles, each server its own process):
 * `/api/v1/me` p50, p99 and max alone and beside each load, the ratio of the p99s, and the
 * load's own req/s and p99, and the server's own event-loop lag over the load (p99 and max, from
 * /api/metrics); medians of REPEAT runs. Target: `/api/v1/me` p99 under 50 ms
 * beside 20 connections on `/alumni`.
 *
 * Env: PROFILES (100000), SECONDS (8), REPEAT (3), LOAD_CONNECTIONS (20), SERVER_ENV (extra
 * server settings, e.g. "RENDER_WORKERS=0").
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startCluster } from "../server/test/postgres-cluster";
import { createDatabase, prepareData } from "./mix/data";
import { type Measured, type Planner, runLoad } from "./mix/read-mix";
import { eventLoopLag, METRICS_TOKEN } from "./server-lag";
import { serverOf, signUpMembers, startServer, stopServer } from "./server-process";
import { median } from "./stats";

const PROFILES = Number(process.env.PROFILES ?? 100_000);
const SECONDS = Number(process.env.SECONDS ?? 8);
const REPEAT = Number(process.env.REPEAT ?? 3);
const LOAD_CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const ME_CONNECTIONS = 2;
const SERVER_ENV = Object.fromEntries(
  (process.env.SERVER_ENV ?? "")
    .split(" ")
    .filter(Boolean)
    .map((kv) => kv.split("=", 2) as [string, string]),
);
const TARGETS = process.argv.length > 2 ? process.argv.slice(2) : ["dist"];
interface Load {
  name: string;
  plan(ids: string[]): Planner;
}

const LOADS: Load[] = [
  { name: "/alumni, visitor", plan: () => () => [{ kind: "page", path: "/alumni", signedIn: false }] },
  { name: "/alumni, member", plan: () => () => [{ kind: "page", path: "/alumni", signedIn: true }] },
  {
    name: "/alumni/{id}, visitor, rotating",
    plan: (ids) => {
      let i = 0;
      return () => [{ kind: "page", path: `/alumni/${ids[i++ % ids.length]}`, signedIn: false }];
    },
  },
];

/**
 * Some thousands of visible profiles (500 per search, the directory's most), so the rotating
 * load never comes back to a profile whose page is still kept.
 */
async function manyProfileIds(url: string): Promise<string[]> {
  const ids = new Set<string>();
  for (const term of ["a", "e", "i", "o", "u", "n", "r", "s", "t", "l", "m", "k"]) {
    const res = await fetch(`${url}/api/v1/profiles?limit=500&search=${term}`);
    const body = (await res.json()) as { profiles: Array<{ id: string }> };
    for (const p of body.profiles) ids.add(p.id);
  }
  return [...ids];
}

const me: Planner = () => [{ kind: "me", path: "/api/v1/me", signedIn: true }];
const max = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b), 0);

interface Row {
  load: string;
  me: Measured[];
  page: Measured[];
  lag: Array<{ p99: number; max: number }>;
}

async function measureTarget(target: string, clusterUrl: string) {
  const bundle = await serverOf(target);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-beside-"));
  try {
    const databaseUrl = await createDatabase(clusterUrl, `beside_${target.replace(/\W+/g, "_").slice(-40)}`);
    await prepareData(bundle, dataDir, databaseUrl, PROFILES);
    const server = await startServer(bundle, dataDir, databaseUrl, { METRICS_TOKEN, ...SERVER_ENV });
    try {
      const cookies = await signUpMembers(server.url, dataDir);
      const ids = await manyProfileIds(server.url);
      // One planner per load for the whole run: the rotating one never asks for a profile twice.
      const plans = LOADS.map((l) => l.plan(ids));
      const alone: Measured[] = [];
      const rows: Row[] = LOADS.map((l) => ({ load: l.name, me: [], page: [], lag: [] }));
      console.log(`${target}: warming up`);
      await runLoad(server.url, ME_CONNECTIONS, cookies, 1, me);
      for (const plan of plans) await runLoad(server.url, LOAD_CONNECTIONS, cookies, 1, plan);
      for (let r = 0; r < REPEAT; r++) {
        alone.push(await runLoad(server.url, ME_CONNECTIONS, cookies, SECONDS, me));
        for (const [i, l] of LOADS.entries()) {
          await eventLoopLag(server.url); // resets the server's lag histogram
          const [meBeside, page] = await Promise.all([
            runLoad(server.url, ME_CONNECTIONS, cookies, SECONDS, me),
            runLoad(server.url, LOAD_CONNECTIONS, cookies, SECONDS, plans[i], { timeout: 30 }),
          ]);
          rows[i].lag.push(await eventLoopLag(server.url));
          rows[i].me.push(meBeside);
          rows[i].page.push(page);
          console.log(
            `${target} run ${r + 1} ${l.name}: /api/v1/me p99 ${meBeside.p99.toFixed(0)} ms ` +
              `(alone ${alone[r].p99.toFixed(0)}), page ${page.rps.toFixed(1)} req/s, p99 ${page.p99.toFixed(0)} ms, ` +
              `event-loop lag p99 ${rows[i].lag[r].p99.toFixed(0)} max ${rows[i].lag[r].max.toFixed(0)} ms`,
          );
        }
      }
      return { alone, rows };
    } finally {
      await stopServer(server.process);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(target: string, result: Awaited<ReturnType<typeof measureTarget>>) {
  const med = (xs: Measured[], f: (m: Measured) => number) => median(xs.map(f)).toFixed(0);
  const failures = (xs: Measured[]) => xs.reduce((s, m) => s + m.errors + m.timeouts + m.non2xx, 0);
  console.log(
    `\n${target}: PostgreSQL 15, ${PROFILES.toLocaleString("en-US")} profiles, /api/v1/me at ` +
      `${ME_CONNECTIONS} connections beside ${LOAD_CONNECTIONS} on the page, ${SECONDS} s, medians of ${REPEAT}\n`,
  );
  console.log(
    "| Beside | /api/v1/me p50 ms | p99 ms | max ms | p99 / alone | Page req/s | Page p99 ms | Event-loop lag p99 / max ms | Errors, timeouts, non-2xx |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  const { alone, rows } = result;
  const mx = (xs: Measured[]) => median(xs.map((m) => max(m.signedIn))).toFixed(0);
  console.log(
    `| nothing (alone) | ${med(alone, (m) => m.p50)} | ${med(alone, (m) => m.p99)} | ${mx(alone)} | 1 | | | | ${failures(alone)} |`,
  );
  for (const row of rows) {
    const ratio = median(row.me.map((m, i) => m.p99 / Math.max(1, alone[i].p99))).toFixed(1);
    console.log(
      `| ${row.load} | ${med(row.me, (m) => m.p50)} | ${med(row.me, (m) => m.p99)} | ${mx(row.me)} | ${ratio} | ` +
        `${med(row.page, (m) => m.rps)} | ${med(row.page, (m) => m.p99)} | ` +
        `${median(row.lag.map((l) => l.p99)).toFixed(0)} / ${median(row.lag.map((l) => l.max)).toFixed(0)} | ` +
        `${failures([...row.me, ...row.page])} |`,
    );
  }
}

async function main() {
  const cluster = await startCluster();
  const results: Array<[string, Awaited<ReturnType<typeof measureTarget>>]> = [];
  try {
    for (const target of TARGETS) results.push([target, await measureTarget(target, cluster.url)]);
  } finally {
    cluster.stop();
  }
  for (const [target, result] of results) printTable(target, result);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
