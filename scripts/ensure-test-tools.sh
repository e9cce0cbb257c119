#!/usr/bin/env bash
# Installs what the test suite needs from Debian when it is missing (we are root on CI):
# Chromium for the browser tests and the PostgreSQL 15 server for the API tests.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need+=(postgresql-15 postgresql-contrib)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} …"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
