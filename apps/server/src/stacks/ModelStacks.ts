import { SettingsRepository, type UserId } from "@lifeos/core";
import { Context, Effect, Exit, Layer, type ManagedRuntime, Option, Scope } from "effect";

import type { SecretBox } from "../crypto/SecretBox.js";
import type { AppServices } from "../http/AppServices.js";
import { selectModel, selectionKey, type ModelSelection, type SelectionConfig } from "../modelSelection.js";
import { modelStackLayer, type StackOptions } from "./modelStackLayer.js";
import type { StackServices } from "./StackServices.js";

/** Everything an effect of a user's request can use: the shared services and their model stack's. */
export type UserServices = AppServices | StackServices;

interface BuiltStack {
  readonly key: string;
  readonly selection: ModelSelection;
  readonly context: Promise<Context.Context<UserServices>>;
  readonly scope: Scope.Closeable;
  /** Users whose current selection this is. */
  readonly users: Set<UserId>;
  closeTimer: ReturnType<typeof setTimeout> | undefined;
}

export interface ModelStacksOptions extends StackOptions {
  /**
   * A stack no user's current selection uses any more is closed after this
   * long (runs started on it before the change can finish first). Default
   * ten minutes.
   */
  readonly idleCloseMs?: number;
}

/**
 * The model-dependent services of each user, built once per distinct model
 * selection and shared by every user with the same one. A user's selection
 * is re-read after `invalidate` (their settings changed); a stack that no
 * user's selection uses any more is closed `idleCloseMs` later, unless a
 * user selects it again before then.
 */
export interface ModelStacks {
  /** The selection and the services answering `userId` (the shared ones included, so effects run with it directly). */
  readonly forUser: (userId: UserId) => Promise<{ selection: ModelSelection; context: Context.Context<UserServices> }>;
  readonly invalidate: (userId: UserId) => void;
  /** Every stack not closed yet (a run may live in any of them). */
  readonly all: () => Promise<ReadonlyArray<Context.Context<UserServices>>>;
  /** Closes every stack: chat writes are flushed. */
  readonly close: () => Promise<void>;
}

export const makeModelStacks = (
  runtime: ManagedRuntime.ManagedRuntime<AppServices, unknown>,
  config: SelectionConfig,
  secrets: SecretBox,
  options: ModelStacksOptions,
): ModelStacks => {
  const stacks = new Map<string, BuiltStack>();
  const userKeys = new Map<UserId, string>();
  const idleCloseMs = options.idleCloseMs ?? 10 * 60_000;

  const closeStack = (stack: BuiltStack) => {
    if (stacks.get(stack.key) === stack) stacks.delete(stack.key);
    if (stack.closeTimer !== undefined) clearTimeout(stack.closeTimer);
    // Closing stops the stack's runs (stored as stopped) and flushes its chat writes.
    return Effect.runPromise(Scope.close(stack.scope, Exit.void));
  };

  const build = (key: string, selection: ModelSelection): BuiltStack => {
    const scope = Effect.runSync(Scope.make());
    const context = runtime.runPromise(
      Effect.gen(function* () {
        const stack = yield* Layer.buildWithScope(modelStackLayer(selection, options), scope);
        return Context.merge(yield* Effect.context<AppServices>(), stack);
      }),
    );
    return { key, selection, context, scope, users: new Set(), closeTimer: undefined };
  };

  const select = (userId: UserId, selection: ModelSelection): BuiltStack => {
    const key = selectionKey(selection);
    let stack = stacks.get(key);
    if (stack === undefined) stacks.set(key, (stack = build(key, selection)));
    if (stack.closeTimer !== undefined) {
      clearTimeout(stack.closeTimer);
      stack.closeTimer = undefined;
    }
    stack.users.add(userId);
    userKeys.set(userId, key);
    return stack;
  };

  return {
    forUser: async (userId) => {
      const known = userKeys.get(userId);
      const cached = known === undefined ? undefined : stacks.get(known);
      if (cached) return { selection: cached.selection, context: await cached.context };
      const settings = await runtime.runPromise(SettingsRepository.use((repository) => repository.get(userId)));
      const stack = select(userId, selectModel(config, Option.getOrNull(settings), secrets));
      return { selection: stack.selection, context: await stack.context };
    },
    invalidate: (userId) => {
      const key = userKeys.get(userId);
      userKeys.delete(userId);
      const stack = key === undefined ? undefined : stacks.get(key);
      if (stack === undefined) return;
      stack.users.delete(userId);
      if (stack.users.size > 0 || stack.closeTimer !== undefined) return;
      stack.closeTimer = setTimeout(() => {
        stack.closeTimer = undefined;
        if (stack.users.size === 0) void closeStack(stack);
      }, idleCloseMs);
      stack.closeTimer.unref();
    },
    all: () => Promise.all([...stacks.values()].map((stack) => stack.context)),
    close: async () => {
      const all = [...stacks.values()];
      await Promise.all(all.map(closeStack));
    },
  };
};
