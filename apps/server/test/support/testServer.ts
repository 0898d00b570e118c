import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { UserId } from "@lifeos/core";
import type { Layer } from "effect";
import { createToken, createUser } from "../../src/auth/userAdmin.js";
import { loadConfig, type ServerConfig } from "../../src/config.js";
import { baseEnvironment } from "../../src/environment.js";
import type { AppServices } from "../../src/http/AppContext.js";
import { startServer, type RunningServer } from "../../src/startServer.js";

export interface TestUser {
  readonly id: UserId;
  readonly token: string;
}

export interface TestServer extends RunningServer {
  readonly directory: string;
  /** A user with a token (hosted mode's way in). */
  readonly addUser: (name: string) => Promise<TestUser>;
  /**
   * fetch against the server with an optional bearer token. Without a token
   * (the embedded mode's local user), the request carries the session cookie
   * the web app gets with its page, as the app's own requests do, unless
   * `session` is false (a script on this machine without it).
   */
  readonly call: (path: string, init?: RequestInit & { token?: string; json?: unknown; session?: boolean }) => Promise<Response>;
  /** The `name=value` of the session cookie the server's page sets (embedded mode), or null. */
  readonly sessionCookie: () => Promise<string | null>;
  readonly stop: () => Promise<void>;
}

/** Starts a server on a random loopback port over a fresh SQLite file in a temp folder (or `environment`). */
export const startTestServer = async (
  options: {
    env?: Record<string, string>;
    environment?: (config: ServerConfig) => Layer.Layer<AppServices, unknown>;
    /** Reuse a data folder (to restart on the same database); it is then kept on stop. */
    directory?: string;
    /** How long an unused model stack stays open (see ModelStacks). */
    stackIdleCloseMs?: number;
  } = {},
): Promise<TestServer> => {
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), "lifeos-server-"));
  const config = loadConfig(
    {
      LIFEOS_DATABASE_URL: `file:${join(directory, "lifeos.db")}`,
      PORT: "0",
      LIFEOS_SAMPLE_DATA: "false",
      LIFEOS_LOG: "silent",
      ...options.env,
    },
    directory,
  );
  const server = await startServer(config, options.environment ? options.environment(config) : baseEnvironment(config.database), {
    ...(options.stackIdleCloseMs !== undefined ? { stackIdleCloseMs: options.stackIdleCloseMs } : {}),
  });
  let session: Promise<string | null> | undefined;
  const sessionCookie = () =>
    (session ??= fetch(`${server.url}/`).then((page) => {
      const cookie = page.headers.getSetCookie().find((value) => value.startsWith("lifeos_session_"));
      return cookie === undefined ? null : cookie.split(";")[0]!;
    }));
  const call: TestServer["call"] = async (path, init = {}) => {
    const { token, json, session: withSession = true, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set("authorization", `Bearer ${token}`);
    else if (withSession && !headers.has("cookie")) {
      const cookie = await sessionCookie();
      if (cookie !== null) headers.set("cookie", cookie);
    }
    if (json !== undefined) headers.set("content-type", "application/json");
    return fetch(`${server.url}${path}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };
  return {
    ...server,
    directory,
    call,
    sessionCookie,
    addUser: async (name) => {
      const user = await server.context.run(createUser({ name }));
      const { secret } = await server.context.run(createToken(user.id, "test"));
      return { id: user.id, token: secret };
    },
    stop: async () => {
      await server.close();
      if (!options.directory) rmSync(directory, { recursive: true, force: true });
    },
  };
};
