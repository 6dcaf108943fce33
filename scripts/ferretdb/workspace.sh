#!/usr/bin/env bash
# A git workspace for changing the engine's patches: `workspace.sh open DIR` writes FerretDB's module into
# DIR as a repository with one commit per patch (in the order the build applies them); change the code and
# fold each change into the commit of the patch it belongs to (git rebase -i, fixup); then
# `workspace.sh save DIR` writes every patch back from its commit, keeping each patch's description.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
. "$root/scripts/lib/ferretdb-source.sh"
command="${1:-}" dir="${2:-}"
[ -n "$dir" ] || { echo "usage: $0 open|save DIR" >&2; exit 2; }
git_() { git -C "$dir" -c user.name=workspace -c user.email=workspace@localhost "$@"; }

case "$command" in
open)
  prepare_ferretdb_source "$dir" unpatched
  git_ init -q
  git_ add -A
  git_ commit -qm upstream
  for patch in "$root"/scripts/ferretdb/*.patch; do
    git_ apply -p1 "$patch"
    git_ add -A
    git_ commit -qm "$(basename "$patch")"
  done
  echo "$dir: one commit per patch; 'git -C $dir log --oneline' lists them."
  ;;
save)
  git_ log --format='%H %s' | while read -r commit name; do
    patch="$root/scripts/ferretdb/$name"
    [ -f "$patch" ] || continue
    # The description is everything before the first file's diff, kept byte for byte.
    { awk '/^(diff --git |--- a\/)/ { exit } { print }' "$patch"; git_ diff "$commit^" "$commit"; } > "$patch.new"
    mv "$patch.new" "$patch"
  done
  echo "Patches written from $dir; bump ferretdb_package in scripts/lib/ferretdb-source.sh."
  ;;
*)
  echo "usage: $0 open|save DIR" >&2
  exit 2
  ;;
esac
