/**
 * Lighthouse and chrome-launcher for bench/lighthouse.ts, installed on its first run into
 * .tmp/bench-tools/ at the versions below, not as dev dependencies: they brought 163 packages
 * (199 MB of the 751 MB in node_modules) into every `npm ci` — `npm test` and `npm start` on a
 * fresh clone — for this one benchmark (decision 156). Delete the folder to install them again.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { LhResult, TraceProcessorApi } from "./lighthouse-figures";

const VERSIONS = { lighthouse: "12.8.2", "chrome-launcher": "1.2.1" } as const;
const DIR = path.resolve(".tmp/bench-tools");

export interface LaunchedChrome {
  port: number;
  kill(): void;
}
export interface LighthouseTools {
  lighthouse(
    url: string,
    flags: { port: number; output: "json"; logLevel: "error" },
  ): Promise<
    { lhr: LhResult; artifacts: { Trace: unknown; BenchmarkIndex: number }; report: string } | undefined
  >;
  launchChrome(opts: { chromePath: string; chromeFlags: string[] }): Promise<LaunchedChrome>;
  TraceProcessor: TraceProcessorApi;
}

const installedVersion = (name: string) => {
  const file = path.join(DIR, "node_modules", name, "package.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version : null;
};
const load = (relative: string) => import(pathToFileURL(path.join(DIR, "node_modules", relative)).href);

export async function lighthouseTools(): Promise<LighthouseTools> {
  const wanted = Object.entries(VERSIONS).filter(([name, version]) => installedVersion(name) !== version);
  if (wanted.length) {
    console.log(`installing ${wanted.map(([n, v]) => `${n}@${v}`).join(" and ")} into ${DIR} …`);
    mkdirSync(DIR, { recursive: true });
    if (!existsSync(path.join(DIR, "package.json")))
      writeFileSync(path.join(DIR, "package.json"), '{ "private": true }\n');
    execFileSync(
      "npm",
      ["install", "--no-audit", "--no-fund", "--prefix", DIR, ...wanted.map(([n, v]) => `${n}@${v}`)],
      { stdio: "inherit" },
    );
  }
  const [lighthouse, launcher, processor] = await Promise.all([
    load("lighthouse/core/index.js"),
    load("chrome-launcher/dist/index.js"),
    load("lighthouse/core/lib/tracehouse/trace-processor.js"),
  ]);
  return {
    lighthouse: lighthouse.default,
    launchChrome: launcher.launch,
    TraceProcessor: processor.TraceProcessor,
  };
}
