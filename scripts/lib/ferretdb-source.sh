# Sourced by build-ferretdb.sh and test-ferretdb.sh: FerretDB's version, the patch level, and a
# function that writes the patched source tree (module from the Go module proxy + scripts/ferretdb/*.patch).
ferretdb_version="v1.24.2"
# Names the patch level in `ferretdb --version`, so a binary built before a patch is rebuilt.
ferretdb_package="ivy-embedded-21"

# prepare_ferretdb_source DIR [unpatched]: DIR must not exist; it must lie outside this repository,
# so that `git apply` patches the copy rather than this checkout.
prepare_ferretdb_source() {
  local dest="$1" mode="${2:-}" root module_dir patch
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  module_dir="$(GOFLAGS=-mod=mod go mod download -json "github.com/FerretDB/FerretDB@$ferretdb_version" \
    | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
  if [ -z "$module_dir" ] || [ ! -d "$module_dir" ]; then
    echo "Could not download github.com/FerretDB/FerretDB@$ferretdb_version from the Go module proxy." >&2
    return 1
  fi

  cp -R "$module_dir" "$dest"
  chmod -R u+w "$dest"
  # The binary refuses to start without these, which the release tag does not carry (upstream
  # generates them from git with `task gen-version`).
  echo "$ferretdb_version" > "$dest/build/version/version.txt"
  if [ "$mode" = unpatched ]; then
    echo upstream > "$dest/build/version/package.txt"
    return 0
  fi
  echo "$ferretdb_package" > "$dest/build/version/package.txt"
  for patch in "$root"/scripts/ferretdb/*.patch; do
    (cd "$dest" && git apply -p1 "$patch")
  done
}
