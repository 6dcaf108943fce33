#!/usr/bin/env bash
# FerretDB with our patches: its own Go tests for the packages the patches change (the SQLite backend,
# with the pushdown differential test, and the command handler); a database written by the unpatched
# release opened by the patched binary (scripts/ferretdb/upgrade-check.mjs); the disagreements once found
# with upstream, replayed (scripts/ferretdb/fuzz/regressions.mjs); and the differential fuzzer against the
# unpatched release for FUZZ_SECONDS (60 by default) with a new seed each run, printed for replay.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
. "$root/scripts/lib/ferretdb-source.sh"
export GOTOOLCHAIN="${GOTOOLCHAIN:-local}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

prepare_ferretdb_source "$work/patched"
# FerretDB's test helpers find the module root by its .git directory.
mkdir "$work/patched/.git"
(cd "$work/patched" && go test -count=1 ./internal/backends/sqlite/... ./internal/handler/... 2>&1) \
  | grep -v 'logging.go:' || test "${PIPESTATUS[0]}" = 0

"$root/scripts/build-ferretdb.sh"
"$root/scripts/build-ferretdb.sh" upstream
patched="$root/.tools/bin/ferretdb" upstream="$root/.tools/bin/ferretdb-upstream"
node "$root/scripts/ferretdb/upgrade-check.mjs" "$upstream" "$patched"
node "$root/scripts/ferretdb/fuzz/regressions.mjs" --patched "$patched" --upstream "$upstream"
node "$root/scripts/ferretdb/fuzz/fuzz.mjs" --patched "$patched" --upstream "$upstream" --seconds "${FUZZ_SECONDS:-60}"
