#!/usr/bin/env bash
# `npm test`: the whole suite — type check, lint, unit and API tests on PGlite and on a
# real PostgreSQL 15, then the browser tests in headless Chromium against a built app.
set -euo pipefail
cd "$(dirname "$0")/.."
# A fresh clone installs exactly the lock (npm ci); a checkout whose lock changed catches up.
if [ ! -d node_modules ]; then npm ci --no-audit --no-fund
elif [ ! node_modules/.package-lock.json -nt package-lock.json ]; then npm install --no-audit --no-fund; fi
bash scripts/ensure-test-tools.sh
echo "== engines"; node scripts/check-engines.mjs
echo "== typecheck"; npm run -s typecheck
echo "== lint"; npm run -s lint
echo "== unit and API tests (PGlite, PostgreSQL)"; npx vitest run
echo "== build"; npm run -s build; node scripts/check-compressed-build.mjs; node scripts/check-js-budget.mjs
echo "== browser tests"; bash scripts/e2e-shards.sh
