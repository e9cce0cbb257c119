/**
 * Issue 22: each public page alone against its JSON, as a visitor and as a member.
 *
 *   npm run -s build && npm run bench:pages [built folder …]     (default: dist)
 *
 * For each built folder (`dist`, or a copy built from another commit, measured one after the
 * other in the same run for before/after): a throwaway PostgreSQL 15 cluster, the demo seed plus
 * 100,000 generated profiles (bench/mix/data.ts), the folder's server as its own process (as `npm
 * start` runs it: it serves the web app and renders the public pages), four members through the
 * real sign-up; the scraping brake's read allowance is raised on that throwaway database
 * (bench/mix/data.ts), so the members' JSON is measured, not braked. Then for `/`, `/alumni`,
 * `/alumni/{id}` (rotating through visible profiles), `/events`, `/news` and `/house-cup`
 * (bench/mix/page-views.ts), as a visitor and as a member: the page's HTML and, right after, the
 * API calls its screen makes (in turn), each for SECONDS at CONNECTIONS connections (wrk on one
 * thread, bench/mix/wrk-load.ts, decision 161; LOADGEN=autocannon for the generator used before,
 * in this process; `Accept-Encoding` as a browser sends it). Prints per page and viewer the
 * page's req/s, the JSON's req/s, their ratio, the server's CPU per answer of each, both p99s,
 * and the HTML's size uncompressed and as sent compressed; the figures are medians of REPEAT
 * runs. A page that rotates through addresses (`/alumni/{id}`, 500 profiles) starts each
 * measurement, page and JSON alike, with one pass asking every address once, timed apart ("first
 * pass"): the measured seconds are then what a crowd on those pages costs (each page kept, each
 * answer kept, as in the page-view mix), and the first pass what a page costs the first time it
 * is asked for since its copy expired (a render each; the gap between two measurements of a page,
 * about two minutes, is longer than a kept page lives). A page that answers fewer than
 * 3 x CONNECTIONS times in SECONDS is measured again for longer (before issue 22, /alumni at
 * 100,000 profiles took longer than 5 s to answer at all under 10 connections); requests wait up
 * to 60 s before counting as timeouts.
 *
 * Env: PROFILES (100000), CONNECTIONS (10), SECONDS (5), REPEAT (3), PAGES (a comma-separated
 * subset, e.g. "/alumni,/events"), QUICK=1 (10,000 profiles, 2 s, one run: a quick look),
 * LOADGEN (wrk, or autocannon).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startCluster } from "../server/test/postgres-cluster";
import { createDatabase, prepareData, profileIds } from "./mix/data";
import { bodySize, type Pass, passOver } from "./mix/page-probes";
import { PUBLIC_PAGES, type PublicPage } from "./mix/page-views";
import { type Measured, type Planner, runLoad } from "./mix/read-mix";
import { ensureWrk, type LoadFigures, wrkLoad } from "./mix/wrk-load";
import { cpuMicros, serverOf, signUpMembers, startServer, stopServer } from "./server-process";
import { median } from "./stats";

const QUICK = process.env.QUICK === "1";
const PROFILES = Number(process.env.PROFILES ?? (QUICK ? 10_000 : 100_000));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const SECONDS = Number(process.env.SECONDS ?? (QUICK ? 2 : 5));
const REPEAT = Number(process.env.REPEAT ?? (QUICK ? 1 : 3));
const ONLY = process.env.PAGES?.split(",");
const PAGES = PUBLIC_PAGES.filter((p) => !ONLY || ONLY.includes(p.name));
/** Fewer answers than this in SECONDS: the measurement is taken again, for longer (see `load`). */
const MIN_RESPONSES = 3 * CONNECTIONS;
const TARGETS = process.argv.length > 2 ? process.argv.slice(2) : ["dist"];
const VIEWERS = ["visitor", "member"] as const;
/** The load generator: wrk (default, decision 161) or autocannon in this process, as before. */
const LOADGEN = process.env.LOADGEN === "autocannon" ? "autocannon" : "wrk";
type Viewer = (typeof VIEWERS)[number];

interface Row {
  page: string;
  viewer: Viewer;
  html: LoadFigures[];
  json: LoadFigures[];
  /** Each run's first pass over the rotation (page, JSON); none for a page of one address. */
  firstPass: Array<{ html: Pass; json: Pass }>;
  size: { plain: number; sent: number; encoding: string };
  /** The server process's CPU time per answer in each measurement, µs (page, JSON). */
  cpu: { html: number[]; json: number[] };
}

/** A measurement's figures and the server's CPU per answer over it (µs). */
type Measurement = LoadFigures & { cpu: number };

/** An autocannon measurement's figures. */
const figures = (m: Measured): LoadFigures => ({
  rps: m.rps,
  p99: m.p99,
  answers: [...m.kinds.values()].reduce((n, latencies) => n + latencies.length, 0),
  failures: m.errors + m.timeouts + m.non2xx,
});

/** The page's requests (or its screen's API calls, one navigation after another) as one viewer. */
function planner(page: PublicPage, ids: string[], viewer: Viewer, what: "html" | "json"): Planner {
  let i = 0;
  const signedIn = viewer === "member";
  return () => {
    i++;
    const paths = what === "html" ? [page.path(ids, i)] : page.api(ids, i);
    return paths.map((p) => ({ kind: what, path: p, signedIn }));
  };
}

const pageOf = (row: Row) => PAGES.find((p) => p.name === row.page) as PublicPage;

async function measureTarget(target: string, clusterUrl: string): Promise<Row[]> {
  const bundle = await serverOf(target);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
  try {
    const databaseUrl = await createDatabase(clusterUrl, `pages_${target.replace(/\W+/g, "_").slice(-40)}`);
    await prepareData(bundle, dataDir, databaseUrl, PROFILES);
    const server = await startServer(bundle, dataDir, databaseUrl);
    try {
      const cookies = await signUpMembers(server.url, dataDir);
      const ids = await profileIds(server.url);
      const rows: Row[] = [];
      for (const page of PAGES)
        for (const viewer of VIEWERS) {
          const cookie = viewer === "member" ? cookies[0] : undefined;
          const plain = await bodySize(server.url, page.path(ids, 0), cookie, "identity");
          const sent = await bodySize(server.url, page.path(ids, 0), cookie, "br, gzip");
          if (plain.status !== 200) throw new Error(`${page.name} as a ${viewer} answered ${plain.status}`);
          rows.push({
            page: page.name,
            viewer,
            html: [],
            json: [],
            firstPass: [],
            size: { plain: plain.bytes, sent: sent.bytes, encoding: sent.encoding },
            cpu: { html: [], json: [] },
          });
        }
      /** The addresses a row's page (or its screen's API calls) asks for, in turn, every profile's once. */
      const addressesOf = (row: Row, what: "html" | "json") => {
        const page = pageOf(row);
        return ids.flatMap((_, i) => (what === "html" ? [page.path(ids, i)] : page.api(ids, i)));
      };
      /** One run of the load generator, with the server's CPU per answer over that run alone. */
      const withCpu = async (run: () => Promise<LoadFigures>): Promise<Measurement> => {
        const before = cpuMicros(server.process);
        const measured = await run();
        return { ...measured, cpu: (cpuMicros(server.process) - before) / measured.answers };
      };
      const autocannonLoad = async (row: Row, what: "html" | "json", seconds: number) => {
        const plan = () => planner(pageOf(row), ids, row.viewer, what);
        const run = (opts: { amount?: number }) => () =>
          runLoad(server.url, CONNECTIONS, cookies, seconds, plan(), { ...opts, timeout: 60 }).then(figures);
        const timed = await withCpu(run({}));
        if (timed.answers >= MIN_RESPONSES) return timed;
        // Too slow to count in `seconds` (each connection's first answer still on its way): time
        // MIN_RESPONSES answers instead, however long they take.
        return withCpu(run({ amount: MIN_RESPONSES }));
      };
      /**
       * One measurement of a row's page or JSON. A page too slow to count MIN_RESPONSES answers in
       * `seconds` is measured again for longer (wrk stops by time only); a warm-up (`warm`) is not.
       */
      const load = async (row: Row, what: "html" | "json", seconds: number, warm = false) => {
        if (LOADGEN === "autocannon") return autocannonLoad(row, what, seconds);
        const paths = [...new Set(addressesOf(row, what))];
        const opts = { connections: CONNECTIONS, cookies: row.viewer === "member" ? cookies : [] };
        const run = (s: number) => () => wrkLoad(server.url, paths, { ...opts, seconds: s });
        let timed = await withCpu(run(seconds));
        for (let s = seconds; !warm && timed.answers < MIN_RESPONSES && s < 120; ) {
          // Long enough for MIN_RESPONSES answers at the rate seen (twice as long when none came).
          s = Math.min(120, timed.answers ? Math.ceil((1.2 * MIN_RESPONSES) / timed.rps) + 2 : 2 * s);
          timed = await withCpu(run(s));
        }
        if (!warm && timed.answers < MIN_RESPONSES)
          throw new Error(`${row.page} (${what}, ${row.viewer}): ${timed.answers} answers in 120 s`);
        return timed;
      };
      /**
       * One measurement, with the server's CPU per answer beside it: the load generator shares the
       * two cores, so req/s alone mixes its cost in (autocannon reading pages was the bottleneck,
       * decision 161); the CPU per answer is the server's own.
       */
      const measure = async (row: Row, what: "html" | "json") => {
        const measured = await load(row, what, SECONDS);
        row[what].push(measured);
        row.cpu[what].push(measured.cpu);
      };
      /** Every address of the page's rotation asked once (its screen's calls for JSON), untimed in the figures. */
      const firstPass = (row: Row, what: "html" | "json") =>
        passOver(
          server.url,
          addressesOf(row, what),
          row.viewer === "member" ? cookies[0] : undefined,
          CONNECTIONS,
        );
      console.log(`${target}: warming up (1 s per page and JSON, per viewer)`);
      for (const row of rows) for (const what of ["html", "json"] as const) await load(row, what, 1, true);
      for (let r = 0; r < REPEAT; r++) {
        for (const row of rows) {
          // How many different addresses the page rotates through (the profiles for `/alumni/{id}`).
          const addresses = new Set(addressesOf(row, "html")).size;
          const pass = addresses > 1 ? await firstPass(row, "html") : null;
          await measure(row, "html");
          const jsonPass = addresses > 1 ? await firstPass(row, "json") : null;
          await measure(row, "json");
          if (pass && jsonPass) {
            row.firstPass.push({ html: pass, json: jsonPass });
            console.log(
              `${target} run ${r + 1} ${row.page} ${row.viewer}, first pass over ${addresses} addresses: ` +
                `page ${pass.rps.toFixed(1)} req/s, JSON ${jsonPass.rps.toFixed(1)} req/s`,
            );
          }
          const [h, j] = [row.html.at(-1) as LoadFigures, row.json.at(-1) as LoadFigures];
          console.log(
            `${target} run ${r + 1} ${row.page} ${row.viewer}: page ${h.rps.toFixed(1)} req/s, ` +
              `JSON ${j.rps.toFixed(1)} req/s, p99 ${h.p99.toFixed(0)} / ${j.p99.toFixed(0)} ms`,
          );
        }
      }
      return rows;
    } finally {
      await stopServer(server.process);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;
const num = (x: number) => x.toLocaleString("en-US", { maximumFractionDigits: x < 100 ? 1 : 0 });

/** A rotating page's first passes (medians): page req/s / JSON req/s; "—" for a page of one address. */
function passes(row: Row): string {
  if (!row.firstPass.length) return "—";
  return `${num(median(row.firstPass.map((p) => p.html.rps)))} / ${num(median(row.firstPass.map((p) => p.json.rps)))}`;
}

function printTable(target: string, rows: Row[]) {
  console.log(
    `\n${target}: PostgreSQL 15, ${PROFILES.toLocaleString("en-US")} profiles, ${CONNECTIONS} connections (${LOADGEN}), ` +
      `${SECONDS} s per measurement, medians of ${REPEAT} run(s)\n`,
  );
  console.log(
    "| Page | Viewer | Page req/s | JSON req/s | Page / JSON | Server CPU µs per answer: page / JSON | Page p99 ms | JSON p99 ms | First pass: page / JSON req/s | HTML | HTML as sent | Errors, timeouts, error statuses |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    const med = (xs: LoadFigures[], f: (m: LoadFigures) => number) => median(xs.map(f));
    const [page, json] = [med(row.html, (m) => m.rps), med(row.json, (m) => m.rps)];
    const failures = [...row.html, ...row.json].reduce((s, m) => s + m.failures, 0);
    console.log(
      `| \`${row.page}\` | ${row.viewer} | ${num(page)} | ${num(json)} | ${median(row.html.map((m, i) => m.rps / row.json[i].rps)).toFixed(3)} | ` +
        `${median(row.cpu.html).toFixed(0)} / ${median(row.cpu.json).toFixed(0)} | ` +
        `${med(row.html, (m) => m.p99).toFixed(0)} | ${med(row.json, (m) => m.p99).toFixed(0)} | ${passes(row)} | ` +
        `${kb(row.size.plain)} | ${kb(row.size.sent)} ${row.size.encoding} | ${failures} |`,
    );
  }
  console.log("\nPage / JSON: the median of each run's ratio (page and JSON measured back to back).");
  console.log(
    "Server CPU: the server process's user and system time over a measurement, per answer counted (medians).",
  );
  console.log(
    "First pass: each run's pass over a rotating page's addresses before its measurement (medians), every address asked once: a render each for the page.",
  );
  console.log("JSON: the API calls each page's screen makes, in turn (bench/mix/page-views.ts):");
  for (const page of PAGES) console.log(`  ${page.name}: ${page.api(["{id}"], 0).join(", ")}`);
}

async function main() {
  if (LOADGEN === "wrk") ensureWrk();
  const cluster = await startCluster();
  const results: Array<[string, Row[]]> = [];
  try {
    for (const target of TARGETS) results.push([target, await measureTarget(target, cluster.url)]);
  } finally {
    cluster.stop();
  }
  for (const [target, rows] of results) printTable(target, rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
