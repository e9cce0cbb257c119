#!/usr/bin/env bash
# `npm test`: the whole suite — type check, lint, unit and API tests on PGlite and on a
# real PostgreSQL 15, then the browser tests in headless Chromium against a built app.
set -euo pipefail
cd "$(dirname "$0")/.."
# A fresh clone installs exactly the lock (npm ci); a checkout whose lock changed catches up.
if [ ! -d node_modules ]; then npm ci --no-audit --no-fund
elif [ ! node_modules/.package-lock.json -nt package-lock.json ]; then npm install --no-audit --no-fund; fi
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/e2e-shard-*.json .tmp/a11y-scans.jsonl .tmp/phases.txt
# Each phase's time is kept and printed at the end, with the slowest tests (issue 24).
phase() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  "$@"
  printf '%5d s  %s\n' $((SECONDS - start)) "$name" >>.tmp/phases.txt
}
phase "test tools" bash scripts/ensure-test-tools.sh
phase "engines" node scripts/check-engines.mjs
phase "typecheck" npm run -s typecheck
phase "lint" npm run -s lint
phase "unit and API tests (PGlite, PostgreSQL)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
phase "build" bash -c "npm run -s build && node scripts/check-compressed-build.mjs && node scripts/check-js-budget.mjs"
phase "browser tests" bash scripts/e2e-shards.sh
node scripts/slowest-tests.mjs 20
echo "== time per phase"; cat .tmp/phases.txt
