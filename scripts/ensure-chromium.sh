#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing.
# Playwright cannot download its own browser here, so the tests use /usr/bin/chromium.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: install it with 'sudo apt-get install -y chromium' and run again." >&2
  exit 1
fi
echo "Installing Debian's chromium (needed by the end-to-end tests)..."
export DEBIAN_FRONTEND=noninteractive
# Another process (a parallel run) may hold apt's lock: flock keeps us in line.
flock /tmp/academy-apt.lock bash -c 'apt-get update -qq && apt-get install -y -qq chromium fonts-liberation >/dev/null'
/usr/bin/chromium --version
