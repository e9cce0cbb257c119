#!/usr/bin/env bash
# `npm test`: the whole suite — type check, lint, then the unit and API tests on PGlite and on a
# real PostgreSQL 15 beside the browser tests in headless Chromium against a built app.
set -euo pipefail
cd "$(dirname "$0")/.."
# A fresh clone installs exactly the lock (npm ci); a checkout whose lock changed catches up.
if [ ! -d node_modules ]; then npm ci --no-audit --no-fund
elif [ ! node_modules/.package-lock.json -nt package-lock.json ]; then npm install --no-audit --no-fund; fi
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
phase "test tools" bash scripts/ensure-test-tools.sh
phase "engines" node scripts/check-engines.mjs
phase "typecheck" npm run -s typecheck
phase "lint" npm run -s lint
# The unit and API tests run beside the build and the browser tests: alone, Vitest leaves about
# a third of the two cores idle (its files wait on PostgreSQL, mail and timers), and the browser
# tests use every cycle they get; side by side the suite ends when the longer of the two does
# (issue 24, decision 135). Vitest's output is kept in its log and printed when it ends.
phase "unit and API tests (PGlite, PostgreSQL), beside the browser tests" \
  bash -c "npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json >.tmp/vitest.log 2>&1" &
vitest=$!
browser=0
phase "build" bash -c "npm run -s build && node scripts/check-compressed-build.mjs && node scripts/check-js-budget.mjs" &&
  phase "browser tests" bash scripts/e2e-shards.sh || browser=1
api=0
wait $vitest || api=1
echo "== unit and API tests"
cat .tmp/vitest.log
node scripts/slowest-tests.mjs 20
echo "== time per phase (the unit and API tests ran beside the build and the browser tests)"
cat .tmp/phases.txt
exit $((api | browser))
