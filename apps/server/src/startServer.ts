import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { ChatService, enqueueJournalProcessing, JobWakeups, RunRegistryStore, ThreadCache, TimeZoneCache } from "@lifeos/agent";
import { Cause, Effect, Exit, Layer, ManagedRuntime } from "effect";
import { createApp } from "./app.js";
import { makeEmbeddedSession } from "./auth/EmbeddedSession.js";
import { ensureLocalUser } from "./auth/localUser.js";
import { TokenCache } from "./auth/TokenCache.js";
import type { ServerConfig } from "./config.js";
import { loadEncryptionKey } from "./crypto/encryptionKey.js";
import { domains } from "./domains.js";
import { makeScheduling } from "./environment.js";
import { makeSecretBox } from "./crypto/SecretBox.js";
import type { AppContext, AppServices } from "./http/AppContext.js";
import { sendDirectStreams } from "./http/directEventStream.js";
import { makeRateLimiter } from "./http/RateLimiter.js";
import { loadSampleJournal } from "./journal/loadSampleJournal.js";
import { logger } from "./logger.js";
import { startJobRunner } from "./jobs/startJobRunner.js";
import { makeModelStacks, type ModelStacks } from "./stacks/ModelStacks.js";
import { startAbandonedRunSweep } from "./chat/abandonedRuns.js";

export interface RunningServer {
  /** `http://host:port` as bound (the real port when `config.port` was 0). */
  readonly url: string;
  readonly context: AppContext;
  /** Stops accepting requests, ends open streams, stops the job runner (finishing or giving back its jobs), flushes pending chat writes and releases the environment. */
  readonly close: () => Promise<void>;
}

export interface StartOptions {
  /** How long a model stack no user selects any more stays open (default ten minutes; see ModelStacks). */
  readonly stackIdleCloseMs?: number;
}

/**
 * Builds the shared environment, prepares the embedded local user, starts
 * the background job runner, and listens. Every fiber runs on the
 * scheduler `config.scheduler` names (see environment.ts), told about new
 * connections. `environment` provides the services shared by every request
 * (see environment.ts); its job queue is wrapped so that work queued here
 * wakes this process's runner at once. Model-dependent services are built
 * per selection.
 */
/** Ends every active chat run of every stack as interrupted, waiting up to `withinMs` for their writes. */
const interruptChats = async (stacks: ModelStacks, withinMs: number): Promise<void> => {
  const all = await stacks.all();
  await Promise.all(
    all.map((services) =>
      Effect.runPromise(Effect.provide(ChatService.use((chat) => chat.interruptAll(withinMs)), services)).catch(() => undefined),
    ),
  );
};

/** Threads (with their recent history) kept in memory for follow-up messages. */
const threadCacheSize = 500;

export const startServer = async (
  config: ServerConfig,
  environment: Layer.Layer<AppServices, unknown>,
  options: StartOptions = {},
): Promise<RunningServer> => {
  const key = loadEncryptionKey(config.encryptionKey, config.keyFile);
  const secrets = makeSecretBox(key);
  const scheduling = makeScheduling(config);
  const runtime = ManagedRuntime.make(JobWakeups.layer.pipe(Layer.provideMerge(environment.pipe(Layer.provideMerge(scheduling.layer)))));
  const run = async <A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<A> => {
    const exit = await runtime.runPromiseExit(effect);
    if (Exit.isSuccess(exit)) return exit.value;
    throw Cause.squash(exit.cause);
  };
  const runs = new RunRegistryStore();
  const threads = new ThreadCache(threadCacheSize);
  const timeZones = new TimeZoneCache();
  const stacks = makeModelStacks(runtime, config, secrets, {
    runs,
    threads,
    timeZones,
    maxMessageChars: config.limits.messageChars,
    localWorkPermits: 2,
    modules: domains,
    chatHeartbeatMs: Math.min(5000, Math.floor(config.abandonedRunMs / 4)),
    ...(options.stackIdleCloseMs !== undefined ? { idleCloseMs: options.stackIdleCloseMs } : {}),
  });
  const local = config.mode === "embedded" ? await run(ensureLocalUser) : null;
  const localUserId = local?.userId ?? null;
  const context: AppContext = {
    config,
    secrets,
    rateLimiter: makeRateLimiter(config.limits.requestsPerMinute),
    authFailures: makeRateLimiter(config.limits.authFailuresPerMinute),
    session: config.mode === "embedded" ? makeEmbeddedSession(key) : null,
    tokenCache: new TokenCache(10_000),
    localUserId,
    stacks,
    runs,
    run,
    responseScheduler: scheduling.responseScheduler,
    runAs: async (userId, effect) => {
      const { context: services } = await stacks.forUser(userId);
      const exit = await Effect.runPromiseExitWith(services)(effect);
      if (Exit.isSuccess(exit)) return exit.value;
      throw Cause.squash(exit.cause);
    },
    hooks: {
      settingsChanged: (userId) => {
        stacks.invalidate(userId);
        timeZones.forget(userId);
      },
      threadChanged: (userId, threadId) => threads.delete(userId, threadId),
      dataErased: (userId) => {
        stacks.invalidate(userId);
        timeZones.forget(userId);
        threads.forgetUser(userId);
      },
    },
  };
  if (local?.created && config.sampleData) {
    const created = await run(loadSampleJournal(local.userId));
    logger.info("loaded the sample journal", { entries: created });
    await run(enqueueJournalProcessing(local.userId, 0));
  }
  const runner = await startJobRunner(runtime, stacks, domains, config.jobs);
  const sweeper = startAbandonedRunSweep(run, config.abandonedRunMs);
  const app = createApp(context, domains);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    // LIFEOS_CHAT_STREAM=direct: chat streams are written to Node's response once the app has made their headers.
    const fetch = config.chatStream === "direct" ? sendDirectStreams(app.fetch) : app.fetch;
    const listening = serve({ fetch, hostname: config.host, port: config.port }, () => resolve(listening));
  });
  server.on("connection", scheduling.arrived);
  server.on("request", scheduling.arrived);
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  logger.info("listening", { url, mode: config.mode, database: config.database.kind });
  return {
    url,
    context,
    close: async () => {
      sweeper.stop();
      // Stop taking requests; end every open chat stream with its terminal
      // event (runs interrupted, their answers stored), give the responses a
      // moment to drain, then cut what is left.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      await interruptChats(stacks, 3000);
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await closed;
      await runner.stop();
      await stacks.close();
      await runtime.dispose();
    },
  };
};
