#!/usr/bin/env bash
# The browser tests in two halves at once, each with its own servers and databases
# (E2E_PORT and E2E_PORT+1 for the first, +10 and +11 for the second; see playwright.config.ts).
# One Playwright run uses one worker: the specs share their app server's data, so two workers
# on one server would race. Two isolated halves overlap their waits: on 2 cores the suite takes
# about 6 minutes instead of 9. Extra arguments go to both halves (e.g. --reporter=line).
# The halves are split by each file's time in the last full run (scripts/e2e-split.mjs), not
# by Playwright's `--shard` (equal numbers of tests, which left one half 2.5 min behind).
set -uo pipefail
cd "$(dirname "$0")/.."
base=${E2E_PORT:-3100}
mkdir -p .tmp
pids=()
for shard in 1 2; do
  port=$((base + (shard - 1) * 10))
  log=".tmp/e2e-shard-$shard.log"
  files=$(node scripts/e2e-split.mjs "$shard" 2)
  # Only the half that runs first-run.spec.ts starts the first-run server (playwright.config.ts).
  first_run=0
  if grep -q "first-run.spec.ts" <<<"$files"; then first_run=1; fi
  # list for people, json for scripts/slowest-tests.mjs
  E2E_PORT=$port E2E_FIRST_RUN=$first_run PLAYWRIGHT_JSON_OUTPUT_FILE=".tmp/e2e-shard-$shard.json" \
    npx playwright test --reporter=list,json "$@" $files >"$log" 2>&1 &
  pids+=($!)
done
status=0
for i in 0 1; do
  wait "${pids[$i]}" || status=1
  echo "== browser tests, half $((i + 1)) of 2"
  cat ".tmp/e2e-shard-$((i + 1)).log"
done
# Which screens the accessibility scans read and which repeats they skipped (e2e/a11y.ts), for
# scripts/slowest-tests.mjs.
for shard in 1 2; do cat "test-results/$((base + (shard - 1) * 10))/a11y-scans.jsonl" 2>/dev/null; done >.tmp/a11y-scans.jsonl
exit $status
