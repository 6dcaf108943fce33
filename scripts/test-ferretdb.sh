#!/usr/bin/env bash
# FerretDB with our patches: its own Go tests for the packages the patches change (the SQLite backend,
# with the pushdown differential test, and the command handler), then a database written by the
# unpatched release opened by the patched binary (scripts/ferretdb/upgrade-check.mjs).
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
prepare_ferretdb_source "$work/unpatched" unpatched
(cd "$work/unpatched" && go build -trimpath -buildvcs=false -o "$work/ferretdb-unpatched" ./cmd/ferretdb)
node "$root/scripts/ferretdb/upgrade-check.mjs" "$work/ferretdb-unpatched" "$root/.tools/bin/ferretdb"
