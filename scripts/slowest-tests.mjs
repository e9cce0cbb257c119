// Prints the suite's slowest tests (Vitest's and Playwright's JSON reports), so a test that
// grows slow is seen in every run rather than when the budget is already gone (issue 24).
// Usage: node scripts/slowest-tests.mjs [count] (reads the reports, scripts/test-reports.mjs).
import { existsSync, readFileSync } from "node:fs";
import { readTestReports } from "./test-reports.mjs";

const count = Number(process.argv[2] ?? 20);
const { tests } = readTestReports();

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
