// The test reports `npm test` writes, read once for scripts/slowest-tests.mjs and
// scripts/failed-tests.mjs: Vitest's JSON (.tmp/vitest.json, Jest's format) and each browser-test
// part's Playwright JSON (.tmp/e2e-shard-N.json). A report that is missing or cannot be parsed is
// named in `unread`, never taken for a run without tests.
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** Every test run: where, title, ms, whether it failed and its error text. */
export function readTestReports() {
  const tests = [];
  const unread = [];
  const outsideTests = [];
  const parse = (file) => {
    try {
      return JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      unread.push(`${file}: ${error.message}`);
      return null;
    }
  };

  const vitest = parse(".tmp/vitest.json");
  for (const file of vitest?.testResults ?? []) {
    // The file's path only: a failure says which database's project ran it in .tmp/vitest.log.
    const where = `vitest ${file.name.replace(`${process.cwd()}/`, "")}`;
    const results = file.assertionResults ?? [];
    for (const t of results)
      tests.push({
        where,
        title: t.fullName,
        ms: t.duration ?? 0,
        failed: t.status === "failed",
        error: t.failureMessages?.join("\n"),
      });
    // A file that failed outside its tests (an import, a hook) has no failed test of its own.
    if (file.status === "failed" && !results.some((t) => t.status === "failed"))
      outsideTests.push({ where, error: file.message });
  }

  const shards = existsSync(".tmp") ? readdirSync(".tmp").filter((n) => /^e2e-shard-\d+\.json$/.test(n)) : [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          tests.push({
            where: `e2e ${file} [${test.projectName}]`,
            title: spec.title,
            ms: result.duration ?? 0,
            failed: result.status !== test.expectedStatus && result.status !== "skipped",
            error: `${result.status}: ${(result.errors ?? []).map((e) => e.message).join("\n")}`,
          });
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const name of shards) {
    const report = parse(`.tmp/${name}`);
    for (const suite of report?.suites ?? []) walk(suite, suite.file ?? suite.title);
    for (const error of report?.errors ?? [])
      outsideTests.push({ where: `e2e ${name}`, error: error.message });
  }
  return { tests, outsideTests, unread, browserReports: shards.length };
}
