#!/usr/bin/env bash
# `make test` runs its jobs through this, and prints how long each took. The command runs with TMPDIR set
# to a fresh directory of the run's own, so that everything the tests make there (Node's os.tmpdir(), Go's
# os.TempDir, Chromium's profiles, mktemp) lands in one place; then the run fails if anything was left
# there, naming it (and keeping it to look at). The directory lies outside the repository: the FerretDB
# tests patch a copy of FerretDB's source there, which must not be taken for part of this checkout.
set -uo pipefail

root="$(mktemp -d "${TMPDIR:-/tmp}/ivy-make-test-XXXXXX")" || exit 1
# Caches are not litter: Node's compile cache (which tsc turns on) goes where it outlives the run.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$PWD/node_modules/.cache/node-compile-cache}"
# Each job of the run writes "name seconds cpu-seconds status" here (scripts/timed-job.sh).
times="$(mktemp "${TMPDIR:-/tmp}/ivy-make-test-times-XXXXXX")" || exit 1
TMPDIR="$root" IVY_TEST_TIMES="$times" "$@"
status=$?
if [ -s "$times" ]; then
  echo "Each job's time, the longest first (wall clock and processor seconds; status):"
  sort -k2,2nr "$times" | awk '{ cpu += $3; printf "  %-16s %5d s %6d s cpu%s\n", $1, $2, $3, ($4 == 0 ? "" : "   failed") }
    END { printf "  %-16s %5s   %6d s cpu\n", "(all jobs)", "", cpu }'
fi
rm -f "$times"

if [ -n "$(ls -A "$root")" ]; then
  echo "make test left these under its temporary directory $root (each test must remove what it makes there," >&2
  echo "even when it fails: backend/test/harness/temp-dir.ts):" >&2
  find "$root" -mindepth 1 -maxdepth 1 -exec du -sh {} + >&2
  [ "$status" -ne 0 ] || status=1
else
  rmdir "$root"
fi
exit "$status"
