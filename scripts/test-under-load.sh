#!/usr/bin/env bash
# `make test-under-load`: the whole `make test` while stress-ng keeps every core busy, as CI's machine
# often is. A test that passes only on an idle machine is waiting for time rather than for its outcome.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

if ! command -v stress-ng >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's stress-ng..."
    (apt-get install -y -qq stress-ng >/dev/null 2>&1) || (apt-get update -qq && apt-get install -y -qq stress-ng >/dev/null)
  else
    echo "make test-under-load needs stress-ng: apt-get install stress-ng (as root)." >&2
    exit 1
  fi
fi

# One CPU hog per core, at the tests' own priority, so that every step competes for every core.
# The timeout is a backstop; the trap stops it as soon as the tests end.
stress-ng --cpu "$(nproc)" --timeout "${STRESS_SECONDS:-3600}s" --quiet &
stress_pid=$!
trap 'kill "$stress_pid" 2>/dev/null || true; wait "$stress_pid" 2>/dev/null || true' EXIT

start=$(date +%s)
make --no-print-directory test
echo "make test passed under load ($(nproc) stress-ng CPU workers) in $(($(date +%s) - start)) s."
