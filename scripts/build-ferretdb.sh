#!/usr/bin/env bash
# Builds the embedded database (FerretDB with its SQLite handler) into .tools/bin/ferretdb,
# from the module with the patches in scripts/ferretdb/ (each explains itself in its first lines).
# `build-ferretdb.sh upstream` builds the unpatched release into .tools/bin/ferretdb-upstream instead:
# the reference that the differential fuzzer compares the patched engine with.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
. "$root/scripts/lib/ferretdb-source.sh"
version="$ferretdb_version"
mode="${1:-}"
if [ "$mode" = upstream ]; then
  package="upstream"
  bin="$root/.tools/bin/ferretdb-upstream"
else
  package="$ferretdb_package"
  bin="$root/.tools/bin/ferretdb"
fi

# Read the whole output before matching: a reader that stops early would SIGPIPE the binary.
installed_version() { "$bin" --version 2>/dev/null || true; }
if [ -x "$bin" ] && [[ "$(installed_version)" == *"version: $version"* ]] &&
  [[ "$(installed_version)" == *"package: $package"* ]]; then
  exit 0
fi

if ! command -v go >/dev/null 2>&1; then
  cat >&2 <<MSG
The embedded database (FerretDB $version) is built with Go, and Go was not found.
Choose one:
  - install Go 1.26 or newer (https://go.dev/dl/) and run 'make setup' again;
  - or point the app at a MongoDB you already run:  MONGODB_URI=mongodb://host:27017/ivy make run
  - or start MongoDB with Docker:                    docker compose up
MSG
  exit 1
fi

echo "Building FerretDB $version ($package) into .tools/bin (once; later runs reuse it)..."
src="$(mktemp -d)/ferretdb-$version"
trap 'rm -rf "$(dirname "$src")"' EXIT
mkdir -p "$(dirname "$bin")"
prepare_ferretdb_source "$src" "$([ "$mode" = upstream ] && echo unpatched)"

(cd "$src" && GOTOOLCHAIN="${GOTOOLCHAIN:-local}" go build -trimpath -buildvcs=false -o "$bin" ./cmd/ferretdb)
echo "Built $(installed_version | sed -n 1p)"
