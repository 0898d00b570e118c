import type { RunRegistryStore } from "@lifeos/agent";
import type { ThreadId, UserId } from "@lifeos/core";
import type { Effect, Scheduler } from "effect";
import type { ServerConfig } from "../config.js";
import type { EmbeddedSession } from "../auth/EmbeddedSession.js";
import type { TokenCache } from "../auth/TokenCache.js";
import type { SecretBox } from "../crypto/SecretBox.js";
import type { ModelStacks } from "../stacks/ModelStacks.js";
import type { StackServices } from "../stacks/StackServices.js";
import type { AppServices } from "./AppServices.js";
import type { RateLimiter } from "./RateLimiter.js";

export type { AppServices };

/** What the routes are built from: configuration, secrets, and a runner for effects. */
export interface AppContext {
  readonly config: ServerConfig;
  readonly secrets: SecretBox;
  readonly rateLimiter: RateLimiter;
  /** Failed authentications per client address (see `authenticate`). */
  readonly authFailures: RateLimiter;
  /** The embedded mode's web session, which writes without a token need; null in hosted mode. */
  readonly session: EmbeddedSession | null;
  /** Active API tokens recently seen (revoking a token through the API drops its user's). */
  readonly tokenCache: TokenCache;
  /** The embedded mode's local user, who acts for loopback requests without a token. */
  readonly localUserId: UserId | null;
  /** The model-dependent services of each user. */
  readonly stacks: ModelStacks;
  /** The chat runs active in this process, whichever stack runs them (stop and re-attach look here). */
  readonly runs: RunRegistryStore;
  /** Told about changes that caches of this process react to (background work is queued as jobs instead). */
  readonly hooks: {
    /** This user's model settings changed: forget what was built from the old ones. */
    readonly settingsChanged: (userId: UserId) => void;
    /** A thread was renamed, re-tagged or deleted here: caches of it must be dropped. */
    readonly threadChanged: (userId: UserId, threadId: ThreadId) => void;
    /** Everything of this user's was deleted: every cache of theirs must be dropped. */
    readonly dataErased: (userId: UserId) => void;
  };
  /** Runs an effect with the environment; a failure rejects with the domain error itself. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, AppServices>) => Promise<A>;
  /** Where streamed response bodies are read and written, ahead of other work (see streamEvents). */
  readonly responseScheduler: Scheduler.Scheduler;
  /** Runs an effect that also needs the services of the user's model selection. */
  readonly runAs: <A, E>(userId: UserId, effect: Effect.Effect<A, E, AppServices | StackServices>) => Promise<A>;
}

/** Hono's per-request variables: who the request acts for, the key its rate limit is counted under, and its id in logs and the `X-Request-Id` header. */
export interface AppEnv {
  Variables: {
    userId: UserId;
    clientKey: string;
    requestId: string;
  };
}
