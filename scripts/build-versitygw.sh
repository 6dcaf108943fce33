#!/usr/bin/env bash
# Builds versitygw (Apache-2.0, github.com/versity/versitygw), an S3 server over a POSIX directory,
# into .tools/bin/versitygw from the Go module proxy: the S3 file store's integration tests run
# against it on loopback.
set -euo pipefail
. "$(dirname "$0")/lib/go-tool.sh"

version="v1.8.0"
build_go_tool versitygw "$version" github.com/versity/versitygw/cmd/versitygw "Version  : $version" \
  "The S3 server for the file-store tests" "-X main.Version=$version -X main.Build=ivy"
