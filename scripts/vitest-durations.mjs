// Writes server/test/durations.json from the last full Vitest run's JSON report (.tmp/vitest.json,
// written by `npm test`): each test file's seconds, the longer of its runs on the two databases.
// server/test/longest-first.ts starts the longest files first (issue 24).
// Usage: node scripts/vitest-durations.mjs [report.json]
import { readFileSync, writeFileSync } from "node:fs";

const OUT = "server/test/durations.json";
const report = JSON.parse(readFileSync(process.argv[2] ?? ".tmp/vitest.json", "utf8"));
const seconds = {};
for (const file of report.testResults ?? []) {
  // Relative to the checkout the report came from (a clean clone's, say).
  const name = file.name.replace(/^.*?\/(?=(server|contract|web)\/)/, "");
  const took = Math.max(1, Math.round((file.endTime - file.startTime) / 1000));
  seconds[name] = Math.max(seconds[name] ?? 0, took);
}
const sorted = Object.fromEntries(
  Object.keys(seconds)
    .sort()
    .map((f) => [f, seconds[f]]),
);
writeFileSync(OUT, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${OUT}: ${Object.keys(sorted).length} files`);
