/**
 * Lighthouse 12 (mobile, default simulated throttling) in Debian's Chromium against production
 * builds: /, /alumni, /alumni/{a listed id}, /events, /news and /house-cup, RUNS runs each (3 by
 * default); prints the median category scores and LCP, TBT and CLS per route and build, where the
 * main thread's time went (server response, DOM nodes, script evaluation, style and layout, the
 * long tasks), and the audits that failed in any run (so a fault can be found).
 *
 *   npm run -s build && npx tsx bench/lighthouse.ts [built folder …]     (default: dist)
 *   npm run -s build && PROFILES=100000 npx tsx bench/lighthouse.ts [built folder …]
 *
 * Data: by default each build's server (`<folder>/server/main.js`, its own process, as `npm
 * start` runs it) starts on a fresh embedded database with the demo seed. With PROFILES=N it
 * runs on a throwaway PostgreSQL 15 cluster instead, one database per build holding the demo seed
 * plus N generated profiles and events and news topped up to 200 and 100, made as bench/pages.ts
 * and bench/mixed.ts make theirs (bench/mix/data.ts); issue 22's figure is PROFILES=100000.
 *
 * Several built folders (a copy built from an older commit beside `dist`) are measured side by
 * side in one session: every server is up at once and each run visits every build in turn, route
 * by route, so a change of the machine's load falls on all of them alike. Before the runs each
 * route is loaded once per build (a visitor's page is then a kept one, as on a site in use).
 *
 * Env: RUNS (3), ROUTES (a comma-separated subset, e.g. "/alumni,/events"; `/alumni/{id}` for the
 * profile), PROFILES (0: the demo data on the embedded database), CHROMIUM (/usr/bin/chromium),
 * SAVE=<folder> (each run's Lighthouse report as JSON, to open in the Lighthouse viewer).
 * The servers listen on random local ports. Scores are printed, never asserted (they depend on
 * the machine's load: run the builds to compare in one session, and note the load average).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { startCluster } from "../server/test/postgres-cluster";
import { figuresOf, printRows, type Row } from "./lighthouse-figures";
import { type LaunchedChrome, type LighthouseTools, lighthouseTools } from "./lighthouse-tools";
import { createDatabase, prepareData } from "./mix/data";
import { serverOf, startServer, stopServer } from "./server-process";

const RUNS = Number(process.env.RUNS ?? 3);
const PROFILES = Number(process.env.PROFILES ?? 0);
const ONLY = process.env.ROUTES?.split(",");
const SAVE = process.env.SAVE;
const TARGETS = process.argv.length > 2 ? process.argv.slice(2) : ["dist"];
const ROUTES = ["/", "/alumni", "/alumni/{id}", "/events", "/news", "/house-cup"].filter(
  (r) => !ONLY || ONLY.includes(r),
);

type Server = Awaited<ReturnType<typeof startServer>>;
interface Target {
  name: string;
  server: Server;
  dataDir: string;
  /** A profile a visitor may open, for `/alumni/{id}`. */
  profileId: string;
}

/** A build's server on its own data: the demo seed alone, or on PostgreSQL with PROFILES more. */
async function startTarget(name: string, clusterUrl: string | undefined): Promise<Target> {
  const bundle = await serverOf(name);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  let databaseUrl: string | undefined;
  if (clusterUrl) {
    databaseUrl = await createDatabase(clusterUrl, `lighthouse_${name.replace(/\W+/g, "_").slice(-40)}`);
    await prepareData(bundle, dataDir, databaseUrl, PROFILES).catch((err) => {
      rmSync(dataDir, { recursive: true, force: true });
      throw err;
    });
  }
  let server: Server | undefined;
  try {
    server = await startServer(bundle, dataDir, databaseUrl);
    const list = (await (await fetch(`${server.url}/api/v1/profiles?limit=1`)).json()) as {
      profiles: Array<{ id: string }>;
    };
    const profileId = list.profiles[0]?.id;
    if (!profileId) throw new Error(`no profile in ${name}'s directory`);
    return { name, server, dataDir, profileId };
  } catch (err) {
    // Not yet one of the targets the run stops at its end: its server and folder go here.
    if (server) await stopServer(server.process);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");

/** Runs a run lost to a runtime error again, at most twice more (said so in the output). */
const RETAKES = 2;

/**
 * One Lighthouse run of `url`. A run in which Lighthouse could not measure the load at all (its
 * `runtimeError`: the trace lost the navigation, NO_NAVSTART, in 2 of 18 runs on 2026-12-07 with
 * Chromium 156) has no scores; Lighthouse's own message asks to run it again, which is done here
 * so that a median is of RUNS measured runs. Every retake is printed with its reason.
 */
async function measuredRun(
  lighthouse: LighthouseTools["lighthouse"],
  url: string,
  port: number,
  what: string,
) {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`no Lighthouse result for ${what}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === RETAKES) return result;
    console.log(`a run on ${what} measured nothing (${error.code}): taken again`);
  }
}

async function main() {
  const cluster = PROFILES > 0 ? await startCluster() : undefined;
  const targets: Target[] = [];
  const { lighthouse, launchChrome, TraceProcessor } = await lighthouseTools();
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launchChrome({
      chromePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    const { port } = chrome;
    for (const name of TARGETS) targets.push(await startTarget(name, cluster?.url));
    const urlOf = (t: Target, route: string) => `${t.server.url}${route.replace("{id}", t.profileId)}`;
    // One load of each page first, so the measured runs do not pay for its first render.
    for (const t of targets) for (const route of ROUTES) await fetch(urlOf(t, route)).then((r) => r.text());
    if (SAVE) mkdirSync(SAVE, { recursive: true });
    console.log(`load average before the runs: ${load()}`);
    const rows: Row[] = ROUTES.flatMap((route) =>
      targets.map((t) => ({ route, target: t.name, figures: [] })),
    );
    for (const route of ROUTES)
      for (let i = 0; i < RUNS; i++)
        for (const t of targets) {
          const result = await measuredRun(lighthouse, urlOf(t, route), port, `${route} (${t.name})`);
          rows
            .find((r) => r.route === route && r.target === t.name)
            ?.figures.push(
              figuresOf(result.lhr, result.artifacts.Trace, result.artifacts.BenchmarkIndex, TraceProcessor),
            );
          if (SAVE) {
            const file = `${route.replace(/\W+/g, "_")}-${t.name.replace(/\W+/g, "_")}-${i + 1}.json`;
            writeFileSync(path.join(SAVE, file), result.report);
          }
        }
    const data =
      PROFILES > 0 ? `PostgreSQL 15, demo seed + ${PROFILES.toLocaleString("en-US")} profiles` : "demo data";
    printRows(
      rows,
      `\nLighthouse, ${RUNS} runs per route and build, medians (mobile, simulated throttling), ${data}; ` +
        `load average after the runs: ${load()}`,
    );
  } finally {
    chrome?.kill();
    for (const t of targets) {
      await stopServer(t.server.process);
      rmSync(t.dataDir, { recursive: true, force: true });
    }
    cluster?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
