#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint (with the Nx module-boundary rules), the import
 * cycle check, then every project's tests. Stops at the first failing step
 * and ends with the failed tests (name and the start of each message), then one
 * summary line of the test counts: the end of a long log says what failed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";

const steps = [
  ["typecheck", "npx", ["nx", "run-many", "-t", "typecheck", "--output-style=stream"]],
  ["lint and module boundaries", "npx", ["eslint", "."]],
  ["import cycles", "npm", ["run", "--silent", "check:cycles"]],
  ["tests", "npx", ["nx", "run-many", "-t", "test", "--parallel=1", "--output-style=stream"]],
];

const reports = () =>
  ["packages", "apps"]
    .flatMap((folder) => readdirSync(folder).map((name) => `${folder}/${name}/test-output/vitest.json`))
    .filter((file) => existsSync(file));

for (const file of reports()) rmSync(file);

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, NX_DAEMON: "false" } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    summarize();
    process.exit(result.status ?? 1);
  }
}
summarize();

function summarize() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for (const file of reports()) {
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      if (suite.status === "failed" && (suite.assertionResults ?? []).every((test) => test.status !== "failed")) {
        failures.push({ name: suite.name, message: suite.message ?? "" });
      }
      for (const test of suite.assertionResults ?? []) {
        if (test.status === "failed") failures.push({ name: `${suite.name} › ${test.fullName}`, message: (test.failureMessages ?? []).join("\n") });
      }
    }
  }
  for (const failure of failures) {
    console.log(`\n✖ ${failure.name}`);
    console.log(failure.message.split("\n").slice(0, 25).join("\n"));
  }
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
}
