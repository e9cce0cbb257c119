#!/usr/bin/env bash
# `npm test`: the whole suite — the unit and API tests on PGlite and on a real PostgreSQL 15, and
# beside them the type check, lint, and the browser tests in headless Chromium against a built app.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/e2e-shard-*.json .tmp/a11y-scans.jsonl .tmp/phases.txt
# Each phase's time is kept and printed at the end, with the slowest tests (issue 24).
# Returns the command's status (the browser and API phases run in a list and in the background,
# where `set -e` does not stop at a failure).
phase() {
  local name=$1 start=$SECONDS status=0
  shift
  echo "== $name"
  "$@" || status=$?
  printf '%5d s  %s\n' $((SECONDS - start)) "$name" >>.tmp/phases.txt
  return $status
}
# A fresh clone installs exactly the lock (npm ci); a checkout whose lock changed catches up.
# Then Debian's packages (Chromium, PostgreSQL 15) on a new machine. Side by side the two took as
# long as one after the other, on a machine stripped of those packages (57 s against 39 + 19 s):
# both unpack on the same two cores.
if [ ! -d node_modules ]; then phase "npm packages" npm ci --no-audit --no-fund
elif [ ! node_modules/.package-lock.json -nt package-lock.json ]; then phase "npm packages" npm install --no-audit --no-fund; fi
phase "test tools" bash scripts/ensure-test-tools.sh
phase "engines" node scripts/check-engines.mjs
# The unit and API tests first, with the type check, lint and build beside them; then the
# browser tests alone (issue 24, decision 139). Each of the two long phases keeps both cores busy
# by itself (Vitest runs four files at a time, the browser tests three parts); side by side they
# cost far more than one after the other: on 2026-12-01, alone, Vitest took 486 s (824 s of CPU)
# and the browser tests with their build 771 s (1,379 s), and the two side by side 29 min
# (3,222 s of CPU). The type check, lint and build are small and fill Vitest's waits.
phase "unit and API tests (PGlite, PostgreSQL), beside the checks and build" \
  bash -c "npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json >.tmp/vitest.log 2>&1" &
vitest=$!
# A failed type check or lint still waits for the API tests (no test run is left behind) and
# fails the command; the browser tests are then skipped.
static=0
phase "typecheck" npm run -s typecheck || static=1
phase "lint" npm run -s lint || static=1
built=0
if [ $static = 0 ]; then
  phase "build" bash -c "npm run -s build && node scripts/check-compressed-build.mjs && node scripts/check-js-budget.mjs" || built=1
fi
# The data folder the browser tests' servers start on copies of (decision 153).
seeded=.tmp/e2e-seeded
if [ $built = 0 ] && [ $static = 0 ]; then
  phase "browser tests' data" node scripts/e2e-seeded-data.mjs "$seeded" || built=1
fi
api=0
wait $vitest || api=1
echo "== unit and API tests"
cat .tmp/vitest.log
browser=0
if [ $static = 0 ] && [ $built = 0 ]; then
  phase "browser tests" env E2E_SEEDED_DATA="$seeded" bash scripts/e2e-shards.sh || browser=1
fi
# The summaries never change the run's status: a report they cannot read is said so, not fatal.
node scripts/slowest-tests.mjs 20 || echo "== the slowest tests could not be listed"
echo "== time per phase (the type check, lint and build ran beside the unit and API tests)"
cat .tmp/phases.txt
# Last, so that the tail of a failed run, which is what CI keeps, names what failed.
node scripts/failed-tests.mjs "$api" || echo "== the failed tests could not be listed: see each phase's output above"
echo "== exit statuses: unit and API tests $api, browser tests $browser, type check and lint $static, build $built"
exit $((api | browser | static | built))
