#!/usr/bin/env bash
# Builds the embedded database (FerretDB with its SQLite handler) into .tools/bin/ferretdb.
# The module is fetched from the Go module proxy and built from a writable copy, because
# FerretDB's binary refuses to start without build/version/version.txt, which its release
# tag does not carry (upstream generates it with `task gen-version` from git).
set -euo pipefail

version="v1.24.2"
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$root/.tools/bin/ferretdb"

# Read the whole output before matching: a reader that stops early would SIGPIPE the binary.
installed_version() { "$bin" --version 2>/dev/null || true; }
if [ -x "$bin" ] && [[ "$(installed_version)" == *"version: $version"* ]]; then
  exit 0
fi

if ! command -v go >/dev/null 2>&1; then
  cat >&2 <<MSG
The embedded database (FerretDB $version) is built with Go, and Go was not found.
Choose one:
  - install Go 1.24 or newer (https://go.dev/dl/) and run 'make setup' again;
  - or point the app at a MongoDB you already run:  MONGODB_URI=mongodb://host:27017/ivy make run
  - or start MongoDB with Docker:                    docker compose up
MSG
  exit 1
fi

echo "Building FerretDB $version into .tools/bin (once; later runs reuse it)..."
module_dir="$(GOFLAGS=-mod=mod go mod download -json "github.com/FerretDB/FerretDB@$version" \
  | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
if [ -z "$module_dir" ] || [ ! -d "$module_dir" ]; then
  echo "Could not download github.com/FerretDB/FerretDB@$version from the Go module proxy." >&2
  exit 1
fi

src="$root/.tools/src/ferretdb-$version"
rm -rf "$src"
mkdir -p "$(dirname "$src")" "$(dirname "$bin")"
cp -R "$module_dir" "$src"
chmod -R u+w "$src"
echo "$version" > "$src/build/version/version.txt"
echo "ivy-embedded" > "$src/build/version/package.txt"

(cd "$src" && GOTOOLCHAIN="${GOTOOLCHAIN:-local}" go build -trimpath -buildvcs=false -o "$bin" ./cmd/ferretdb)
rm -rf "$src"
echo "Built $(installed_version | sed -n 1p)"
