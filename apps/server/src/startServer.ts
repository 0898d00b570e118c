import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Cause, Effect, Exit, type Layer, ManagedRuntime } from "effect";
import { createApp } from "./app.js";
import { ensureLocalUser } from "./auth/localUser.js";
import type { ServerConfig } from "./config.js";
import { loadEncryptionKey } from "./crypto/encryptionKey.js";
import { makeSecretBox } from "./crypto/SecretBox.js";
import type { AppContext, AppServices } from "./http/AppContext.js";
import { makeRateLimiter } from "./http/RateLimiter.js";
import { logger } from "./logger.js";

export interface RunningServer {
  /** `http://host:port` as bound (the real port when `config.port` was 0). */
  readonly url: string;
  readonly context: AppContext;
  /** Stops accepting requests, ends open streams, and releases the environment (flushing pending writes). */
  readonly close: () => Promise<void>;
}

/**
 * Builds the environment, prepares the embedded local user, and listens.
 * `environment` is the layer of every service the routes use (see environment.ts).
 */
export const startServer = async (config: ServerConfig, environment: Layer.Layer<AppServices, unknown>): Promise<RunningServer> => {
  const secrets = makeSecretBox(loadEncryptionKey(config.encryptionKey, config.keyFile));
  const runtime = ManagedRuntime.make(environment);
  const run = async <A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<A> => {
    const exit = await runtime.runPromiseExit(effect);
    if (Exit.isSuccess(exit)) return exit.value;
    throw Cause.squash(exit.cause);
  };
  const localUserId = config.mode === "embedded" ? await run(ensureLocalUser) : null;
  const context: AppContext = {
    config,
    secrets,
    rateLimiter: makeRateLimiter(config.limits.requestsPerMinute),
    localUserId,
    run,
    hooks: { entriesChanged: () => undefined, settingsChanged: () => undefined },
  };
  const app = createApp(context);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => resolve(listening));
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  logger.info("listening", { url, mode: config.mode, database: config.database.kind });
  return {
    url,
    context,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await runtime.dispose();
    },
  };
};

/** Runs an effect against a fresh runtime of `environment` (used by the CLI). */
export const runOnce = <A, E>(environment: Layer.Layer<AppServices, unknown>, effect: Effect.Effect<A, E, AppServices>): Promise<A> =>
  Effect.runPromise(Effect.provide(effect, environment) as Effect.Effect<A, unknown>);
