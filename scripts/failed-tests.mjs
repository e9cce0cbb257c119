// Prints every failed test with the first lines of its error, as the last thing `npm test` says.
// CI keeps only the tail of a run's output: on 2026-12-02 a run failed (exit 1) and its tail
// showed the passing half of the browser tests, the slowest tests and the phases, but not which
// test had failed (issue 24).
// Usage: node scripts/failed-tests.mjs [vitest's exit status] (reads scripts/test-reports.mjs's
// reports; with a failed Vitest run and no failed test in its report, the log's "Unhandled
// Errors" part, which the JSON report does not carry).
import { existsSync, readFileSync } from "node:fs";
import { readTestReports } from "./test-reports.mjs";

const SHOWN = 30;
const vitestStatus = Number(process.argv[2] ?? 0);
const plain = (text) =>
  String(text ?? "")
    // Playwright's and Vitest's messages carry terminal colours.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is the subject
    .replace(/\u001b\[[0-9;]*m/g, "");
const firstLines = (text, n = 6) =>
  plain(text)
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, n)
    .map((line) => `      ${line}`)
    .join("\n");

const { tests, outsideTests, unread } = readTestReports();
const failed = [
  ...tests.filter((t) => t.failed).map((t) => ({ ...t, where: `${t.where} › ${t.title}` })),
  ...outsideTests,
];

for (const what of unread) console.log(`== a test report could not be read: ${what}`);
console.log(`== failed tests: ${failed.length === 0 ? "none in the reports" : failed.length}`);
for (const f of failed.slice(0, SHOWN)) console.log(`  ✘ ${f.where}\n${firstLines(f.error)}`);
if (failed.length > SHOWN)
  console.log(`  … and ${failed.length - SHOWN} more (above, in each part's output)`);

const vitestFailures = tests.some((t) => t.failed && t.where.startsWith("vitest"));
if (vitestStatus !== 0 && !vitestFailures && existsSync(".tmp/vitest.log")) {
  const log = plain(readFileSync(".tmp/vitest.log", "utf8"));
  const start = log.indexOf("Unhandled Error");
  console.log("== Vitest failed with no failed test in its report; its log says:");
  console.log(start >= 0 ? log.slice(start, start + 3000) : log.slice(-3000));
}
