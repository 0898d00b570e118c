import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../../../..");

/**
 * Builds the server and the web app (nx caches unchanged builds), so the
 * browser tests always run against what `npm start` would serve.
 */
export const buildApp = (): void => {
  const result = spawnSync("npx", ["nx", "run-many", "-t", "build", "--projects=@lifeos/server,@lifeos/web", "--output-style=static"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NX_DAEMON: "false" },
  });
  if (result.status !== 0) throw new Error("building the app failed");
};

export interface AppServer {
  readonly url: string;
  readonly stop: () => Promise<void>;
}

/**
 * Starts the built server (`node apps/server/dist/main.js`) on a random loopback port over a temp SQLite file,
 * or over the one in `directory` (kept when the server stops, so a second server can start over the same data).
 */
export const startAppServer = async (env: Record<string, string> = {}, kept?: string): Promise<AppServer> => {
  const directory = kept ?? mkdtempSync(join(tmpdir(), "lifeos-e2e-"));
  const child: ChildProcess = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
    cwd: directory,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LIFEOS_DATABASE_URL: `file:${join(directory, "lifeos.db")}`, LIFEOS_LOG: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString("utf8")));
  const url = await new Promise<string>((resolveUrl, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${errors}`)), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${errors}`));
    });
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
      child.kill("SIGTERM");
      await exited;
      if (kept === undefined) rmSync(directory, { recursive: true, force: true });
    },
  };
};

/** Waits until the journal pipeline has processed every entry (at most four minutes: the sample journal on a busy machine). */
export const waitForPipeline = async (url: string): Promise<void> => {
  for (let attempt = 0; attempt < 1200; attempt++) {
    const status = (await (await fetch(`${url}/api/v1/journal/pipeline`)).json()) as { pending: number; running: boolean };
    if (status.pending === 0 && !status.running) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error("the journal pipeline did not finish");
};
