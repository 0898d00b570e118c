#!/usr/bin/env bash
# Builds pgvector 0.8.0 from Debian's source package and installs it into the
# machine's PostgreSQL (15 by default; PG_MAJOR overrides).
#
# pgvector is not packaged for Debian bookworm, so this uses a private apt
# configuration (its own sources.list, lists and cache under a temp dir; the
# machine's apt setup is left untouched) that points at the machine's own
# Debian mirror: the bookworm lines for postgresql-server-dev-$PG_MAJOR, plus
# a `deb-src trixie main` line for the pgvector source package.
#
# Idempotent: does nothing when vector.control is already installed.
# Needs root (apt-get install, make install), gcc and make.
set -euo pipefail

PG_MAJOR="${PG_MAJOR:-15}"
PGVECTOR_VERSION="${PGVECTOR_VERSION:-0.8.0}"
PG_CONFIG="/usr/lib/postgresql/${PG_MAJOR}/bin/pg_config"

if [[ ! -x "$PG_CONFIG" ]]; then
  echo "install-pgvector: $PG_CONFIG not found; install postgresql-${PG_MAJOR} first" >&2
  exit 1
fi

extension_dir="$("$PG_CONFIG" --sharedir)/extension"
if [[ -f "$extension_dir/vector.control" ]]; then
  echo "install-pgvector: already installed ($(grep default_version "$extension_dir/vector.control"))"
  exit 0
fi

work="$(mktemp -d /tmp/pgvector-build.XXXXXX)"
trap 'rm -rf "$work"' EXIT

# The machine's Debian mirror: the first URI that serves the `bookworm` suite,
# read from one-line (*.list) and deb822 (*.sources) files alike.
mirror_for() {
  local suite="$1"
  shopt -s nullglob
  local files=(/etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources)
  shopt -u nullglob
  for file in "${files[@]}"; do
    [[ -f "$file" ]] || continue
    awk -v suite="$suite" '
      function flush() {
        if (uris != "" && (" " suites " ") ~ (" " suite " ") && types ~ /deb/) { split(uris, u, " "); print u[1]; found = 1; exit }
        uris = ""; suites = ""; types = ""
      }
      /^[[:space:]]*#/ { next }
      /^deb(-src)?[[:space:]]/ {
        line = $0; sub(/\[[^]]*\]/, "", line); n = split(line, f, /[[:space:]]+/)
        if (f[1] == "deb" && f[3] == suite) { print f[2]; found = 1; exit }
        next
      }
      /^[[:space:]]*$/ { flush(); next }
      /^Types:/  { sub(/^Types:[[:space:]]*/, ""); types = $0 }
      /^URIs:/   { sub(/^URIs:[[:space:]]*/, ""); uris = $0 }
      /^Suites:/ { sub(/^Suites:[[:space:]]*/, ""); suites = $0 }
      END { if (!found) flush() }
    ' "$file"
  done | head -n 1
}

debian_mirror="$(mirror_for bookworm)"
debian_mirror="${debian_mirror:-http://deb.debian.org/debian}"
security_mirror="$(mirror_for bookworm-security)"
security_mirror="${security_mirror:-${debian_mirror%/debian}/debian-security}"
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
echo "install-pgvector: using $debian_mirror (security: $security_mirror)"

mkdir -p "$work/lists/partial" "$work/cache/archives/partial"
cat >"$work/sources.list" <<EOF
deb [signed-by=$keyring] $debian_mirror bookworm main
deb [signed-by=$keyring] $debian_mirror bookworm-updates main
deb [signed-by=$keyring] $security_mirror bookworm-security main
deb-src [signed-by=$keyring] $debian_mirror trixie main
EOF

apt_private=(
  -o "Dir::Etc::sourcelist=$work/sources.list"
  -o "Dir::Etc::sourceparts=-"
  -o "Dir::State::Lists=$work/lists"
  -o "Dir::Cache=$work/cache"
  -o "APT::Get::List-Cleanup=0"
  -o "APT::Sandbox::User=root"
)

apt-get "${apt_private[@]}" update -qq
DEBIAN_FRONTEND=noninteractive apt-get "${apt_private[@]}" install -y -qq --no-install-recommends \
  "postgresql-server-dev-${PG_MAJOR}" build-essential >/dev/null

cd "$work"
apt-get "${apt_private[@]}" source --download-only pgvector >/dev/null
tarball="$(ls pgvector_*.orig.tar.* | head -n 1)"
if [[ "$tarball" != "pgvector_${PGVECTOR_VERSION}.orig.tar."* ]]; then
  echo "install-pgvector: expected pgvector ${PGVECTOR_VERSION}, the mirror has $tarball" >&2
  exit 1
fi
mkdir src
tar -xf "$tarball" -C src --strip-components=1
cd src
make_vars=(PG_CONFIG="$PG_CONFIG" with_llvm=no OPTFLAGS="")
make -s -j"$(nproc)" "${make_vars[@]}" >/dev/null
make -s "${make_vars[@]}" install >/dev/null

echo "install-pgvector: installed $(grep default_version "$extension_dir/vector.control")"
