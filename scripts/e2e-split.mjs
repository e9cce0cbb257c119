// Splits the browser-test files into parts (halves, thirds) of about equal running time (issue 24), for
// scripts/e2e-shards.sh. Playwright's own `--shard` splits by the number of tests, in file
// order: the two halves of a clean-clone run took 15.4 and 12.9 min, so the suite waited
// 2.5 min for its slower half. Each file's seconds come from e2e/durations.json (the last
// full run, written by `--record`); a file it does not know yet counts as its median.
//
//   node scripts/e2e-split.mjs <half> <halves>   prints that half's files, one a line
//   node scripts/e2e-split.mjs --record           rewrites e2e/durations.json from the JSON
//                                                 reports of the last run (.tmp/e2e-shard-*.json)
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";

const DURATIONS = "e2e/durations.json";

/** Seconds per spec file in the reports of the last run (all of a file's tests together). */
function recordedSeconds() {
  const seconds = {};
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const name of readdirSync(".tmp").filter((n) => /^e2e-shard-\d+\.json$/.test(n))) {
    const report = JSON.parse(readFileSync(`.tmp/${name}`, "utf8"));
    for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  }
  return seconds;
}

if (process.argv[2] === "--record") {
  const seconds = recordedSeconds();
  const sorted = Object.fromEntries(
    Object.keys(seconds)
      .filter((f) => f.endsWith(".spec.ts"))
      .sort()
      .map((f) => [f, Math.round(seconds[f])]),
  );
  writeFileSync(DURATIONS, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${DURATIONS}: ${Object.keys(sorted).length} files`);
  process.exit(0);
}

const half = Number(process.argv[2]);
const halves = Number(process.argv[3]);
if (!(half >= 1 && half <= halves)) throw new Error("usage: e2e-split.mjs <half> <halves> | --record");

const known = existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, "utf8")) : {};
const values = Object.values(known).sort((a, b) => a - b);
const median = values.length ? values[Math.floor(values.length / 2)] : 1;
const files = readdirSync("e2e")
  .filter((f) => f.endsWith(".spec.ts"))
  .map((f) => ({ f, s: known[f] ?? median }))
  // Longest first, each to the half with the least so far; ties by name, so every half
  // computes the same split.
  .sort((a, b) => b.s - a.s || a.f.localeCompare(b.f));
const load = Array.from({ length: halves }, () => ({ s: 0, files: [] }));
for (const file of files) {
  const lightest = load.reduce((min, h) => (h.s < min.s ? h : min));
  lightest.s += file.s;
  lightest.files.push(file.f);
}
for (const f of load[half - 1].files.sort()) console.log(`e2e/${f}`);
