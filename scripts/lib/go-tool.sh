# Sourced by the scripts that build a Go command from the Go module proxy into .tools/bin (versitygw,
# oasdiff). Built once: a later run finds the binary answering `--version` with the pinned version and
# returns at once, and a new pin rebuilds it.

# build_go_tool NAME VERSION PACKAGE VERSION_TEXT PURPOSE [LDFLAGS]
#   PACKAGE is the command's import path (installed @VERSION); VERSION_TEXT is what `NAME --version` prints
#   when the pinned version is installed; PURPOSE names the tool for a person in the message about Go.
build_go_tool() {
  local name="$1" version="$2" package="$3" version_text="$4" purpose="$5" ldflags="${6:-}"
  local root bin gobin
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  bin="$root/.tools/bin/$name"

  # Read the whole output before matching: a reader that stops early would SIGPIPE the binary.
  if [ -x "$bin" ] && [[ "$("$bin" --version 2>/dev/null || true)" == *"$version_text"* ]]; then
    return 0
  fi
  if ! command -v go >/dev/null 2>&1; then
    echo "$purpose ($name $version) is built with Go 1.26 or newer (https://go.dev/dl/), and Go was not found." >&2
    return 1
  fi

  echo "Building $name $version into .tools/bin (once; later runs reuse it)..."
  mkdir -p "$(dirname "$bin")"
  gobin="$(mktemp -d)"
  # Stripped (-s -w) and without the build cache's debug info: the binary is only a tool of the checks.
  if ! GOTOOLCHAIN="${GOTOOLCHAIN:-local}" GOBIN="$gobin" GOFLAGS=-mod=mod go install -trimpath \
    -ldflags "-s -w $ldflags" "$package@$version"; then
    rm -rf "$gobin"
    return 1
  fi
  mv "$gobin/$(basename "$package")" "$bin"
  rm -rf "$gobin"
  echo "Built $name $version"
}
