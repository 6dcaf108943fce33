#!/usr/bin/env bash
# Everything a fresh clone needs before it can build, run or test: Node packages, the embedded
# database and, for browser tests, Debian's Chromium. Each step is skipped when already done.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

scripts/ensure-node.sh
export PATH="$root/.tools/node/bin:$PATH"

# The Go builds run while npm installs, one after the other (two cores): the embedded database
# (about a minute on a fresh machine), versitygw, the S3 server the file-store tests use, and oasdiff,
# the API's breaking-change checker (about 65 s of CPU with a cold build cache).
go_builds() {
  if [ -z "${MONGODB_URI:-}" ]; then scripts/build-ferretdb.sh; fi
  if [ -z "${MONGODB_URI:-}" ] || command -v go >/dev/null 2>&1; then
    scripts/build-versitygw.sh
    scripts/build-oasdiff.sh
  fi
}
go_builds &
database_build=$!

# The stamp names the Node major the packages were installed under: native modules are installed for it.
stamp="node_modules/.ivy-install-stamp"
node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ "$(cat "$stamp")" != "node $node_major" ]; then
  echo "Installing Node packages (npm ci) for Node $(node --version)..."
  # The lock file pins every package by its hash, so what npm has cached needs no asking the registry again.
  npm ci --no-audit --no-fund --loglevel=error --prefer-offline
  echo "node $node_major" > "$stamp"
fi

if ! wait "$database_build"; then
  echo "A Go build (the embedded database, the test S3 server or the breaking-change checker) failed (see above)." >&2
  exit 1
fi

if [ "${IVY_SKIP_BROWSER:-}" != "1" ] && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's Chromium for the browser tests..."
    (apt-get install -y -qq chromium >/dev/null 2>&1) || (apt-get update -qq && apt-get install -y -qq chromium >/dev/null)
  else
    cat >&2 <<MSG
Browser tests need Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium}. Install it as root with
  apt-get install chromium
or set CHROMIUM_PATH to a Chromium you have. (Set IVY_SKIP_BROWSER=1 to skip this step for 'make run'.)
MSG
    exit 1
  fi
fi

# Only for `make test-cluster`: HAProxy balances the two app instances (Debian's package).
if [ "${IVY_CLUSTER:-}" = "1" ] && ! command -v haproxy >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's HAProxy for the cluster tests..."
    (apt-get install -y -qq haproxy >/dev/null 2>&1) || (apt-get update -qq && apt-get install -y -qq haproxy >/dev/null)
  else
    echo "The cluster tests need HAProxy: install it as root with  apt-get install haproxy" >&2
    exit 1
  fi
fi
