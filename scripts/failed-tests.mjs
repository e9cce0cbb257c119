// Prints every failed test with the first lines of its error, read from Vitest's and Playwright's
// JSON reports, as the last thing `npm test` says. CI keeps only the tail of a run's output: on
// 2026-12-02 a run failed (exit 1) and its tail showed the passing half of the browser tests,
// the slowest tests and the phases, but not which test had failed (issue 24).
// Usage: node scripts/failed-tests.mjs (reads .tmp/vitest.json and .tmp/e2e-shard-*.json).
import { existsSync, readdirSync, readFileSync } from "node:fs";

const failed = [];
const firstLines = (text, n = 6) =>
  String(text ?? "")
    // Playwright's and Vitest's messages carry terminal colours.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is the subject
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, n)
    .map((line) => `      ${line}`)
    .join("\n");

if (existsSync(".tmp/vitest.json")) {
  const report = JSON.parse(readFileSync(".tmp/vitest.json", "utf8"));
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, "");
    const tests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of tests)
      failed.push({ where: `vitest ${name} › ${t.fullName}`, error: t.failureMessages?.join("\n") });
    // A file that failed outside its tests (an import, a hook) has no failed test of its own.
    if (file.status === "failed" && tests.length === 0)
      failed.push({ where: `vitest ${name}`, error: file.message });
  }
}

const walk = (suite, file) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === "unexpected" || test.status === "flaky")
        for (const result of test.results ?? [])
          if (result.status !== "passed" && result.status !== "skipped")
            failed.push({
              where: `e2e ${file} [${test.projectName}] › ${spec.title} (${result.status}, ${(result.duration / 1000).toFixed(1)} s)`,
              error: (result.errors ?? []).map((e) => e.message).join("\n"),
            });
  for (const child of suite.suites ?? []) walk(child, file);
};
for (const name of existsSync(".tmp") ? readdirSync(".tmp") : [])
  if (/^e2e-shard-\d+\.json$/.test(name)) {
    const report = JSON.parse(readFileSync(`.tmp/${name}`, "utf8"));
    for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
    for (const error of report.errors ?? [])
      failed.push({ where: `e2e ${name} (outside a test)`, error: error.message });
  }

if (failed.length === 0) console.log("== failed tests: none in the reports");
else {
  console.log(`== failed tests: ${failed.length}`);
  for (const f of failed) console.log(`  ✘ ${f.where}\n${firstLines(f.error)}`);
}
