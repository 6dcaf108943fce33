#!/usr/bin/env bash
# Builds the embedded database (FerretDB with its SQLite handler) into .tools/bin/ferretdb.
# The module is fetched from the Go module proxy and built from a writable copy, because
# FerretDB's binary refuses to start without build/version/version.txt, which its release
# tag does not carry (upstream generates it with `task gen-version` from git), and because
# the copy gets the patches in scripts/ferretdb/ (each explains itself in its first lines).
set -euo pipefail

version="v1.24.2"
# Names the patch level in `ferretdb --version`, so a binary built before a patch is rebuilt.
package="ivy-embedded-3"
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="$root/.tools/bin/ferretdb"

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

# Outside the repository, so that `git apply` patches the copy rather than this checkout.
src="$(mktemp -d)/ferretdb-$version"
trap 'rm -rf "$(dirname "$src")"' EXIT
mkdir -p "$(dirname "$bin")"
cp -R "$module_dir" "$src"
chmod -R u+w "$src"
echo "$version" > "$src/build/version/version.txt"
echo "$package" > "$src/build/version/package.txt"
for patch in "$root"/scripts/ferretdb/*.patch; do
  (cd "$src" && git apply -p1 "$patch")
done

(cd "$src" && GOTOOLCHAIN="${GOTOOLCHAIN:-local}" go build -trimpath -buildvcs=false -o "$bin" ./cmd/ferretdb)
echo "Built $(installed_version | sed -n 1p)"
