#!/usr/bin/env node
/**
 * Makes `package-lock.json` acceptable to `npm ci` on this kind of machine.
 *
 * nx lists native binaries for every platform as optional dependencies, but the
 * registry reachable here lacks the current ones for other platforms (darwin,
 * win32, freebsd, musl, arm), so `npm install` records no matching entry for
 * them in the lock (at most a stale older version) and `npm ci` then rejects the
 * lock ("Missing: @nx/nx-darwin-arm64@ from lock file"). This removes, from each
 * locked package's `optionalDependencies`, the names the lock holds no matching
 * entry for. Nothing that is installed changes: those packages
 * could never be installed here. Prints what it removed.
 *
 * Usage: node scripts/ci/prune-lock.mjs [path/to/package-lock.json]
 */
import { readFileSync, writeFileSync } from "node:fs";

const file = process.argv[2] ?? "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages ?? {};

/**
 * Whether `name`@`spec`, required from the package at `location`, resolves to an
 * entry in the lock (node's lookup order). Exact-version specs must match the
 * entry's version; other specs are taken as satisfied by any entry found.
 */
const resolves = (location, name, spec) => {
  let base = location;
  for (;;) {
    const entry = packages[`${base ? `${base}/` : ""}node_modules/${name}`];
    if (entry) return !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec) || entry.version === spec;
    if (!base) return false;
    const index = base.lastIndexOf("node_modules/");
    base = index <= 0 ? "" : base.slice(0, index - 1);
  }
};

const removed = [];
for (const [location, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies;
  if (!optional) continue;
  for (const [name, spec] of Object.entries(optional)) {
    if (!resolves(location, name, spec)) {
      delete optional[name];
      removed.push(`${location || "(root)"} -> ${name}`);
    }
  }
  if (Object.keys(optional).length === 0) delete entry.optionalDependencies;
}

if (removed.length > 0) writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`prune-lock: removed ${removed.length} unresolvable optional dependencies${removed.length ? `:\n  ${removed.join("\n  ")}` : ""}`);
