#!/usr/bin/env bash
# Installs what the test suite needs from Debian when it is missing (we are root on CI):
# Chromium (and its headless shell) for the browser tests, the PostgreSQL 15 server for the API tests, nginx to check the site file.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
# The browser tests run the headless-only build (playwright.config.ts); Lighthouse (bench/) the full one.
[ -x /usr/lib/chromium/chromium-headless-shell ] || need+=(chromium-headless-shell)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need+=(postgresql-15 postgresql-contrib)
# nginx: `nginx -t` checks docs/deploy/nginx-alumni-portal.conf (server/ops/deploy-files.test.ts); ~5 s.
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} …"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
