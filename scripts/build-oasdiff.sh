#!/usr/bin/env bash
# Builds oasdiff (Apache-2.0, github.com/oasdiff/oasdiff), a breaking-change checker for OpenAPI 3.1
# documents, into .tools/bin/oasdiff from the Go module proxy: `make openapi-check` compares the API
# description with the released contract through it (scripts/openapi-breaking.mjs).
set -euo pipefail
. "$(dirname "$0")/lib/go-tool.sh"

version="v1.37.0"
build_go_tool oasdiff "$version" github.com/oasdiff/oasdiff "oasdiff version $version" \
  "The API's breaking-change checker" "-X github.com/oasdiff/oasdiff/build.Version=$version"
