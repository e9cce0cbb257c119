#!/usr/bin/env bash
# `npm test`: the whole suite — type check, lint, unit and API tests on PGlite and on a
# real PostgreSQL 15, then the browser tests in headless Chromium against a built app.
set -euo pipefail
cd "$(dirname "$0")/.."
[ node_modules/.package-lock.json -nt package-lock.json ] || npm install --no-audit --no-fund
bash scripts/ensure-test-tools.sh
echo "== typecheck"; npm run -s typecheck
echo "== lint"; npm run -s lint
echo "== unit and API tests (PGlite, PostgreSQL)"; npx vitest run
echo "== build"; npm run -s build
echo "== browser tests"; npx playwright test
