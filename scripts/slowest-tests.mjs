// Prints the suite's slowest tests (Vitest's and Playwright's JSON reports), so a test that
// grows slow is seen in every run rather than when the budget is already gone (issue 24).
// Usage: node scripts/slowest-tests.mjs [count] (reads .tmp/vitest.json and .tmp/e2e-shard-*.json).
import { existsSync, readdirSync, readFileSync } from "node:fs";

const count = Number(process.argv[2] ?? 20);
const tests = [];

if (existsSync(".tmp/vitest.json")) {
  const report = JSON.parse(readFileSync(".tmp/vitest.json", "utf8"));
  for (const file of report.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      tests.push({
        ms: t.duration ?? 0,
        where: `vitest ${file.name.replace(`${process.cwd()}/`, "")}`,
        title: t.fullName,
      });
}

const walk = (suite, file, out) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      for (const result of test.results ?? [])
        out.push({ ms: result.duration ?? 0, where: `e2e ${file} [${test.projectName}]`, title: spec.title });
  for (const child of suite.suites ?? []) walk(child, file, out);
};
for (const name of existsSync(".tmp") ? readdirSync(".tmp") : [])
  if (/^e2e-shard-\d+\.json$/.test(name)) {
    const report = JSON.parse(readFileSync(`.tmp/${name}`, "utf8"));
    for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title, tests);
  }

tests.sort((a, b) => b.ms - a.ms);
console.log(`== the ${count} slowest tests`);
for (const t of tests.slice(0, count))
  console.log(`${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.where} › ${t.title}`);

// The accessibility scans (e2e/a11y.ts): each screen and width once a run, repeats skipped.
if (existsSync(".tmp/a11y-scans.jsonl")) {
  const scans = readFileSync(".tmp/a11y-scans.jsonl", "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map(JSON.parse);
  const scanned = scans.filter((s) => s.outcome === "scanned");
  const seconds = scanned.reduce((sum, s) => sum + s.ms, 0) / 1000;
  console.log(
    `== accessibility scans: ${scanned.length} screens scanned (${seconds.toFixed(0)} s), ${scans.length - scanned.length} repeats skipped`,
  );
}
