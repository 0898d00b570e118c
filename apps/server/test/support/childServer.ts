import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** A server running in a child process (its source through tsx), so a test can kill it like a crash would. */
export interface ChildServer {
  readonly url: string;
  readonly process: ChildProcess;
  /**
   * fetch against the server (embedded mode: loopback requests act as the
   * local user, carrying the session cookie its page sets, as the web app does).
   */
  readonly call: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  /** Kills it at once (SIGKILL: no shutdown code runs) and waits until it is gone. */
  readonly kill: () => Promise<void>;
  /** Asks it to stop (SIGTERM, the clean shutdown) and waits until it is gone. */
  readonly stop: () => Promise<void>;
}

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const main = fileURLToPath(new URL("../../src/main.ts", import.meta.url));

/** Starts `apps/server/src/main.ts` in a child process with `env`, and resolves once it prints the URL it listens on. */
export const startChildServer = (env: Record<string, string>): Promise<ChildServer> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--conditions=@lifeos/source", "--import", "tsx", main], {
      cwd: root,
      env: { ...process.env, PORT: "0", LIFEOS_LOG: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const exited = new Promise<void>((done) => child.once("exit", () => done()));
    const ended = () => child.exitCode !== null || child.signalCode !== null;
    const signal = async (name: NodeJS.Signals) => {
      if (!ended()) child.kill(name);
      await exited;
    };
    child.once("exit", (code, signalCode) => reject(new Error(`the server exited (${code ?? signalCode}) before listening:\n${output}`)));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /LifeOS is running at (http:\/\/\S+)/.exec(output)?.[1];
      if (url === undefined) return;
      child.stdout.removeAllListeners("data");
      let session: Promise<string | null> | undefined;
      const sessionCookie = () =>
        (session ??= fetch(`${url}/`).then((page) => page.headers.getSetCookie().find((value) => value.startsWith("lifeos_session_"))?.split(";")[0] ?? null));
      resolve({
        url,
        process: child,
        call: async (path, init = {}) => {
          const headers = new Headers(init.headers);
          const cookie = await sessionCookie();
          if (cookie !== null && !headers.has("cookie")) headers.set("cookie", cookie);
          if (init.json !== undefined) headers.set("content-type", "application/json");
          return fetch(`${url}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
        },
        kill: () => signal("SIGKILL"),
        stop: () => signal("SIGTERM"),
      });
    });
  });

/** Child servers started with the environment `env()` gives at each start (plus `extra`), all killed by `killAll`. */
export const childServerPool = (env: () => Record<string, string>) => {
  const started: ChildServer[] = [];
  return {
    start: async (extra: Record<string, string> = {}): Promise<ChildServer> => {
      const server = await startChildServer({ ...env(), ...extra });
      started.push(server);
      return server;
    },
    killAll: async (): Promise<void> => {
      for (const server of started.splice(0)) await server.kill();
    },
  };
};
