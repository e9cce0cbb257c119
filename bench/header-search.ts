/**
 * Header search (limit 6) on PostgreSQL 15 under load (issue 10, decisions 011 and 048): the
 * endpoint through HTTP (autocannon) against the same SQL through pgbench, at the same
 * concurrency, for a common and a rare term, as a visitor and signed in. One run, side by side.
 *
 *   npx tsx bench/header-search.ts     (PROFILES=100000 CONNECTIONS=8 SECONDS=5 by default)
 *
 * Starts a throwaway cluster (server/test/postgres-cluster.ts) and needs pgbench from
 * /usr/lib/postgresql/15/bin. The signed-in endpoint also does its session lookups; pgbench
 * runs only the search statement with that member's privacy condition.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { LIMITS } from "../contract/constants";
import { profileListQuerySchema } from "../contract/profiles";
import type { Viewer } from "../server/auth/viewer";
import { openDatabase } from "../server/db/client";
import { profileListQuery } from "../server/modules/profiles/queries";
import { startCluster } from "../server/test/postgres-cluster";
import { generateProfiles } from "./generate-profiles";
import { bundleServer, signUpMembers, startServer, stopServer } from "./server-process";

/** One size, or several (comma-separated, growing): the same database grown between them. */
const SIZES = (process.env.PROFILES ?? "100000").split(",").map(Number);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
/** The server's pool (DATABASE_POOL_MAX): as many as the connections unless POOL says. */
const POOL = Number(process.env.POOL ?? CONNECTIONS);
const SECONDS = Number(process.env.SECONDS ?? 5);
const TERMS = { common: "engineer", rare: "pillai 4242" } as const;
const PGBENCH = "/usr/lib/postgresql/15/bin/pgbench";

interface Figures {
  rps: number;
  p95: number;
}

async function main() {
  const cluster = await startCluster();
  const database = await openDatabase({ databaseUrl: cluster.url, statementTimeoutMs: 0 });
  const dir = mkdtempSync(path.join(tmpdir(), "bench-header-"));
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    // The built server in its own process (as in production): the load generator's work is
    // not the server's, and pgbench is its own process too.
    const bundle = await bundleServer("after");
    server = await startServer(bundle, dir, cluster.url, { DATABASE_POOL_MAX: String(POOL) });
    const [cookie] = await signUpMembers(server.url, dir, 1);
    const me = (await (await fetch(`${server.url}/api/v1/me`, { headers: { cookie } })).json()) as {
      viewer: { user: Viewer["user"]; roles?: Viewer["roles"] };
    };
    const member = { user: me.viewer.user, roles: me.viewer.roles ?? [] } as unknown as Viewer;

    const summary: string[] = [];
    let generated = 0;
    for (const size of SIZES) {
      const t0 = performance.now();
      await generateProfiles(database.db, size - generated, generated + 1);
      generated = size;
      await database.db.execute(sql`VACUUM ANALYZE profiles`);
      console.log(
        `\n${size.toLocaleString("en-US")} profiles (generated in ${((performance.now() - t0) / 1000).toFixed(1)} s); ` +
          `${CONNECTIONS} connections (app pool ${POOL}), ${SECONDS} s per measurement`,
      );
      const rows: string[] = [];
      for (const [kind, term] of Object.entries(TERMS)) {
        for (const who of ["visitor", "signed in"] as const) {
          const viewer = who === "visitor" ? null : member;
          const headers: Record<string, string> = who === "visitor" ? {} : { cookie };
          const url = `${server.url}/api/v1/profiles?search=${encodeURIComponent(term)}&limit=${LIMITS.headerSearchResults}`;
          const check = await fetch(url, { headers });
          if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
          const found = ((await check.json()) as { profiles: unknown[] }).profiles.length;

          const query = profileListQuerySchema.parse({ search: term, limit: LIMITS.headerSearchResults });
          const script = inlineParams(profileListQuery(database.db, viewer, query).toSQL());
          const endpoint = await runAutocannon(url, headers);
          const direct = runPgbench(cluster.url, script, dir);
          rows.push(
            [
              `${kind} "${term}"`.padEnd(22),
              who.padEnd(10),
              String(found).padStart(5),
              endpoint.rps.toFixed(0).padStart(9),
              `${endpoint.p95.toFixed(1)} ms`.padStart(10),
              direct.rps.toFixed(0).padStart(9),
              `${direct.p95.toFixed(2)} ms`.padStart(10),
              `${(endpoint.rps / direct.rps).toFixed(2)}`.padStart(7),
            ].join(" "),
          );
          console.log(rows.at(-1));
        }
      }
      summary.push(`\n${size.toLocaleString("en-US")} profiles`, HEADER, ...rows);
    }
    console.log(summary.join("\n"));
  } finally {
    if (server) await stopServer(server.process);
    await database.close().catch(() => {});
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const HEADER = `${"term".padEnd(22)} ${"viewer".padEnd(10)} found  endpoint req/s  p95   pgbench TPS  p95   endpoint/pgbench`;

/** The statement as text with its parameters written in (pgbench runs a fixed script). */
function inlineParams({ sql: text, params }: { sql: string; params: unknown[] }): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    return typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}

/**
 * Each request from one of 4,096 client addresses (X-Forwarded-For through the proxy the
 * server trusts, as in production behind one), so the per-address search limit (120 a
 * minute) applies to simulated visitors, not to the bench.
 */
let sent = 0;
const fromManyVisitors = [
  {
    setupRequest: (req: autocannon.Request) => {
      sent++;
      return {
        ...req,
        headers: { ...req.headers, "x-forwarded-for": `10.1.${(sent >> 8) & 15}.${sent & 255}` },
      };
    },
  } as unknown as autocannon.Request,
];

async function runAutocannon(url: string, headers: Record<string, string>): Promise<Figures> {
  const requests = fromManyVisitors;
  await autocannon({ url, headers, requests, connections: CONNECTIONS, duration: 1 }); // warm-up
  const times: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, headers, requests, connections: CONNECTIONS, duration: SECONDS },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  if (r.errors || r.timeouts || r.non2xx)
    throw new Error(`autocannon: ${r.errors} errors, ${r.non2xx} non-2xx`);
  return { rps: r.requests.total / SECONDS, p95: p95(times) };
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? Number.NaN;

/** pgbench with a per-transaction log (its third field is the latency in µs) for the p95. */
function runPgbench(url: string, script: string, dir: string): Figures {
  const file = path.join(dir, "search.sql");
  const log = path.join(dir, "pgbench-latency");
  writeFileSync(file, `${script};\n`);
  const args = ["-n", "-M", "extended", "-c", String(CONNECTIONS), "-j", "2", "-f", file];
  execFileSync(PGBENCH, [...args, "-T", "1", url], { stdio: "pipe" }); // warm-up
  const out = execFileSync(PGBENCH, [...args, "-T", String(SECONDS), "--log", `--log-prefix=${log}`, url], {
    encoding: "utf8",
    cwd: dir,
  });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latencies = readdirSync(dir)
    .filter((f) => f.startsWith("pgbench-latency"))
    .flatMap((f) => {
      const lines = readFileSync(path.join(dir, f), "utf8").trim().split("\n");
      rmSync(path.join(dir, f));
      return lines.map((l) => Number(l.split(" ")[2]) / 1000);
    });
  return { rps: tps, p95: p95(latencies) };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
