#!/usr/bin/env bash
# Generates a migration from the domains' src/*/schema.ts into ./drizzle with drizzle-kit.
#
#   packages/storage-sqlite/scripts/generate-migrations.sh <name>
#
# drizzle-orm is installed under this package (npm does not hoist it: the two
# storage packages pull different optional peers), but drizzle-kit lives at the
# root and imports drizzle-orm from there. This runs drizzle-kit through a
# temporary node_modules of symlinks that holds both.
set -euo pipefail
package="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$package/../.." && pwd)"
shim="$(mktemp -d)"
trap 'rm -rf "$shim"' EXIT
mkdir "$shim/node_modules"
for entry in "$root"/node_modules/* "$root"/node_modules/.bin; do ln -s "$entry" "$shim/node_modules/$(basename "$entry")"; done
ln -sfn "$package/node_modules/drizzle-orm" "$shim/node_modules/drizzle-orm"
cd "$package"
node --preserve-symlinks --preserve-symlinks-main "$shim/node_modules/drizzle-kit/bin.cjs" generate --name "${1:?migration name}"
