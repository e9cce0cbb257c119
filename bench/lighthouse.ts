/**
 * Lighthouse 12 (mobile, default simulated throttling) in Debian's Chromium against a
 * production build on the demo data: /, /alumni, /alumni/{a seeded id}, /events, /news and
 * /house-cup, RUNS runs each (3 by default); prints the median category scores and LCP, TBT
 * and CLS per route, and the audits that failed in any run (so a fault can be found).
 *
 *   npm run -s build && npx tsx bench/lighthouse.ts [dist folder, default dist]
 *
 * Env: BENCH_PORT (default 3400), RUNS (default 3), CHROMIUM (default /usr/bin/chromium).
 * The server is started from `<dist>/server/main.js` on a fresh embedded database in .tmp/.
 * Scores are printed, never asserted (they depend on the machine's load).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./stats";

const dist = path.resolve(process.argv[2] ?? "dist");
const port = Number(process.env.BENCH_PORT ?? 3400);
const runs = Number(process.env.RUNS ?? 3);
const origin = `http://localhost:${port}`;
const dataDir = path.resolve(`.tmp/bench-lighthouse-${port}`);

async function startServer(): Promise<ChildProcess> {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(dist, "server/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      SEED: "demo",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error("the server did not start");
}

interface RunFigures {
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  failed: string[];
  /** Audits Lighthouse could not run (its category then has no score in that run). */
  errored: string[];
}

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const list = (await (await fetch(`${origin}/api/v1/profiles?limit=1`)).json()) as {
      profiles: Array<{ id: string }>;
    };
    const seeded = list.profiles[0]?.id;
    if (!seeded) throw new Error("no seeded profile in the directory");
    const routes = ["/", "/alumni", `/alumni/${seeded}`, "/events", "/news", "/house-cup"];
    // One warm-up load, so the first measured run does not pay for the server's first queries.
    await fetch(`${origin}/`);
    const rows: Array<{ route: string; figures: RunFigures[] }> = [];
    for (const route of routes) {
      const figures: RunFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        });
        if (!result) throw new Error(`no Lighthouse result for ${route}`);
        const { categories, audits } = result.lhr;
        figures.push({
          // A category with an errored audit has no score (null): left out of the median, not 0.
          scores: Object.fromEntries(
            Object.entries(categories).map(([k, c]) => [
              k,
              c.score === null ? Number.NaN : Math.round(c.score * 100),
            ]),
          ),
          lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          failed: Object.values(categories)
            .filter((c) => c.id !== "performance")
            .flatMap((c) => c.auditRefs.map((r) => audits[r.id]))
            .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
            .map((a) => a!.id),
          errored: Object.values(audits)
            .filter((a) => a.scoreDisplayMode === "error")
            .map((a) => `${a.id} (${a.errorMessage ?? "no message"})`),
        });
      }
      rows.push({ route: route === `/alumni/${seeded}` ? "/alumni/{id}" : route, figures });
    }
    console.log(`Lighthouse ${runs} runs per route, medians (mobile, simulated throttling), ${dist}`);
    console.log("| route | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |");
    console.log("|---|---|---|---|---|---|---|---|");
    for (const { route, figures } of rows) {
      const m = (f: (x: RunFigures) => number) => median(figures.map(f));
      // "97 (2 of 3)": only two runs gave the category a score (see the errored audits below).
      const score = (category: string) => {
        const scored = figures.filter((x) => Number.isFinite(x.scores[category])).length;
        const value = m((x) => x.scores[category] ?? Number.NaN);
        return scored === figures.length ? String(value) : `${value} (${scored} of ${figures.length})`;
      };
      console.log(
        `| ${route} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${Math.round(m((x) => x.lcp))} | ${Math.round(m((x) => x.tbt))} | ${m((x) => x.cls).toFixed(3)} |`,
      );
    }
    for (const { route, figures } of rows) {
      const failed = [...new Set(figures.flatMap((f) => f.failed))];
      if (failed.length) console.log(`failed audits on ${route}: ${failed.join(", ")}`);
      const errored = [...new Set(figures.flatMap((f) => f.errored))];
      if (errored.length) console.log(`audits Lighthouse could not run on ${route}: ${errored.join("; ")}`);
    }
  } finally {
    chrome.kill();
    server.kill();
  }
}

await main();
