#!/usr/bin/env bash
# The browser tests in parts run at once (E2E_SHARDS, three by default), each with its own
# servers and databases (part k: E2E_PORT + 10(k-1) and the port after it; see
# playwright.config.ts). One Playwright run uses one worker: the specs share their app server's
# data, so two workers on one server would race. A part alone keeps about one core busy: its
# tests wait on the server, timers and the network. Two parts took 403 and 443 s, three 348 and
# 384 s, two runs each taken in turn, for the same CPU (729 and 719 s; the cores 83 % busy against
# 94 %; decision 152). On the slower machines of decisions 139 and 150, whose cores two parts
# already filled, three cost 80-220 s more CPU and took about as long.
# Extra arguments go to every part (e.g. --reporter=line).
# The parts are split by each file's time in the last full run (scripts/e2e-split.mjs), not by
# Playwright's `--shard` (equal numbers of tests, which left one half 2.5 min behind).
set -uo pipefail
cd "$(dirname "$0")/.."
base=${E2E_PORT:-3100}
parts=${E2E_SHARDS:-3}
mkdir -p .tmp
# Every part's servers start on copies of one migrated and seeded data folder (decision 153);
# npm test makes it with the build, beside the unit tests.
if [ -z "${E2E_SEEDED_DATA:-}" ]; then
  export E2E_SEEDED_DATA=.tmp/e2e-seeded
  node scripts/e2e-seeded-data.mjs "$E2E_SEEDED_DATA" || exit 1
fi
pids=()
for shard in $(seq 1 "$parts"); do
  port=$((base + (shard - 1) * 10))
  log=".tmp/e2e-shard-$shard.log"
  files=$(node scripts/e2e-split.mjs "$shard" "$parts")
  # Only the part that runs first-run.spec.ts starts the first-run server (playwright.config.ts).
  first_run=0
  if grep -q "first-run.spec.ts" <<<"$files"; then first_run=1; fi
  # list for people, json for scripts/slowest-tests.mjs
  E2E_PORT=$port E2E_FIRST_RUN=$first_run PLAYWRIGHT_JSON_OUTPUT_FILE=".tmp/e2e-shard-$shard.json" \
    npx playwright test --reporter=list,json "$@" $files >"$log" 2>&1 &
  pids+=($!)
done
status=0
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || status=1
  echo "== browser tests, part $((i + 1)) of $parts"
  cat ".tmp/e2e-shard-$((i + 1)).log"
done
# Which screens the accessibility scans read and which repeats they skipped (e2e/a11y.ts), for
# scripts/slowest-tests.mjs.
for shard in $(seq 1 "$parts"); do cat "test-results/$((base + (shard - 1) * 10))/a11y-scans.jsonl" 2>/dev/null; done >.tmp/a11y-scans.jsonl
exit $status
