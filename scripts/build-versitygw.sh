#!/usr/bin/env bash
# Builds versitygw (Apache-2.0, github.com/versity/versitygw), an S3 server over a POSIX directory,
# into .tools/bin/versitygw from the Go module proxy: the S3 file store's integration tests run
# against it on loopback. Built once; the version stamp rebuilds it when the version below changes.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
version="v1.8.0"
bin="$root/.tools/bin/versitygw"

installed_version() { "$bin" --version 2>/dev/null || true; }
if [ -x "$bin" ] && [[ "$(installed_version)" == *"Version  : $version"* ]]; then
  exit 0
fi

if ! command -v go >/dev/null 2>&1; then
  echo "The S3 server for the file-store tests (versitygw $version) is built with Go 1.25 or newer, and Go was not found." >&2
  exit 1
fi

echo "Building versitygw $version into .tools/bin (once; later runs reuse it)..."
mkdir -p "$(dirname "$bin")"
gobin="$(mktemp -d)"
trap 'rm -rf "$gobin"' EXIT
# Stripped (-s -w) and without the build cache's debug info: the binary is only a test peer.
GOTOOLCHAIN="${GOTOOLCHAIN:-local}" GOBIN="$gobin" GOFLAGS=-mod=mod go install -trimpath \
  -ldflags "-s -w -X main.Version=$version -X main.Build=ivy" \
  "github.com/versity/versitygw/cmd/versitygw@$version"
mv "$gobin/versitygw" "$bin"
echo "Built versitygw $version"
