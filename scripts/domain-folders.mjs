#!/usr/bin/env node
/**
 * `npm run domains`: which package has a folder for each domain (see
 * ARCHITECTURE.md), as a table. A domain is a folder of the same name in
 * every layer it touches; `·` marks a layer it does not (yet) touch.
 */
import { existsSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

const domains = ["users", "chat", "journal", "search", "memory", "knowledge", "reflection", "portfolio"];

/** Where each layer keeps its domain folders. */
const layers = [
  ["core", "packages/core/src"],
  ["core/testing", "packages/core/src/testing"],
  ["storage-sqlite", "packages/storage-sqlite/src"],
  ["storage-postgres", "packages/storage-postgres/src"],
  ["tools", "packages/tools/src"],
  ["agent", "packages/agent/src"],
  ["server", "apps/server/src"],
  ["web", "apps/web/src"],
];

const isFolder = (path) => existsSync(path) && statSync(path).isDirectory();

const rows = domains.map((domain) => [domain, ...layers.map(([, folder]) => (isFolder(`${root}/${folder}/${domain}`) ? "✓" : "·"))]);
const header = ["domain", ...layers.map(([name]) => name)];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd();

console.log(line(header));
console.log(line(widths.map((width) => "-".repeat(width))));
for (const row of rows) console.log(line(row));
