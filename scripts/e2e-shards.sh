#!/usr/bin/env bash
# The browser tests in two halves at once, each with its own servers and databases
# (E2E_PORT and E2E_PORT+1 for the first, +10 and +11 for the second; see playwright.config.ts).
# One Playwright run uses one worker: the specs share their app server's data, so two workers
# on one server would race. Two isolated halves overlap their waits: on 2 cores the suite takes
# about 6 minutes instead of 9. Extra arguments go to both halves (e.g. --reporter=line).
set -uo pipefail
cd "$(dirname "$0")/.."
base=${E2E_PORT:-3100}
mkdir -p .tmp
# Spec files alternate between the halves (in name order). Playwright's --shard cuts the list
# in two by test count, which put every admin spec (the slowest) in the first half: 8.3 against
# 6.2 minutes in CI. Files named on the command line are split by --shard as before.
named_files=0
for arg in "$@"; do [[ $arg == -* ]] || named_files=1; done
mapfile -t specs < <(find e2e -name '*.spec.ts' | sort)
halves=("" "")
for i in "${!specs[@]}"; do halves[$((i % 2))]+="${specs[$i]} "; done
pids=()
for shard in 1 2; do
  port=$((base + (shard - 1) * 10))
  log=".tmp/e2e-shard-$shard.log"
  if ((named_files)); then selection="--shard=$shard/2"; else selection=${halves[$((shard - 1))]}; fi
  # shellcheck disable=SC2086 # the half's file names (or the --shard option), split on spaces
  E2E_PORT=$port npx playwright test $selection "$@" >"$log" 2>&1 &
  pids+=($!)
done
status=0
for i in 0 1; do
  wait "${pids[$i]}" || status=1
  echo "== browser tests, half $((i + 1)) of 2"
  cat ".tmp/e2e-shard-$((i + 1)).log"
done
exit $status
