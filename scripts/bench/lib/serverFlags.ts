import { readFileSync } from "node:fs";

/**
 * The Node flags `npm start` runs the server with, read from the root
 * package.json's `start` script, so the benchmarks that start a server
 * process measure the server a person runs, not one with other defaults.
 */
export const serverNodeFlags = (): ReadonlyArray<string> => {
  const pkg = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { scripts: { start: string } };
  const command = pkg.scripts.start.split("&&").at(-1)!.trim().split(/\s+/);
  if (command[0] !== "node") throw new Error(`the start script no longer ends with a node command: ${pkg.scripts.start}`);
  return command.slice(1).filter((arg) => arg.startsWith("--"));
};
