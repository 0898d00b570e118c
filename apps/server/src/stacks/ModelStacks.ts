import { SettingsRepository, type UserId } from "@lifeos/core";
import { Context, Effect, Exit, Layer, type ManagedRuntime, Option, Scope } from "effect";
import type { ModelConfig } from "../config.js";
import type { SecretBox } from "../crypto/SecretBox.js";
import type { AppServices } from "../http/AppServices.js";
import { selectModel, selectionKey, type ModelSelection } from "../modelSelection.js";
import { modelStackLayer, type StackOptions, type StackServices } from "./modelStackLayer.js";

/** Everything an effect of a user's request can use: the shared services and their model stack's. */
export type UserServices = AppServices | StackServices;

interface BuiltStack {
  readonly selection: ModelSelection;
  readonly context: Promise<Context.Context<UserServices>>;
  readonly scope: Scope.Closeable;
}

/**
 * The model-dependent services of each user, built once per distinct model
 * selection and shared by every user with the same one. A user's selection
 * is re-read after `invalidate` (their settings changed).
 */
export interface ModelStacks {
  /** The selection and the services answering `userId` (the shared ones included, so effects run with it directly). */
  readonly forUser: (userId: UserId) => Promise<{ selection: ModelSelection; context: Context.Context<UserServices> }>;
  readonly invalidate: (userId: UserId) => void;
  /** Every stack built so far (a run may live in any of them). */
  readonly all: () => Promise<ReadonlyArray<Context.Context<UserServices>>>;
  /** Closes every stack: chat writes are flushed. */
  readonly close: () => Promise<void>;
}

export const makeModelStacks = (
  runtime: ManagedRuntime.ManagedRuntime<AppServices, unknown>,
  config: ModelConfig,
  secrets: SecretBox,
  options: StackOptions,
): ModelStacks => {
  const stacks = new Map<string, BuiltStack>();
  const userKeys = new Map<UserId, string>();

  const build = (selection: ModelSelection): BuiltStack => {
    const scope = Effect.runSync(Scope.make());
    const context = runtime.runPromise(
      Effect.gen(function* () {
        const stack = yield* Layer.buildWithScope(modelStackLayer(selection, options), scope);
        return Context.merge(yield* Effect.context<AppServices>(), stack);
      }),
    );
    return { selection, context, scope };
  };

  const stackFor = (selection: ModelSelection): BuiltStack => {
    const key = selectionKey(selection);
    let stack = stacks.get(key);
    if (stack === undefined) stacks.set(key, (stack = build(selection)));
    return stack;
  };

  return {
    forUser: async (userId) => {
      const known = userKeys.get(userId);
      const cached = known === undefined ? undefined : stacks.get(known);
      if (cached) return { selection: cached.selection, context: await cached.context };
      const settings = await runtime.runPromise(SettingsRepository.use((repository) => repository.get(userId)));
      const selection = selectModel(config, Option.getOrNull(settings), secrets);
      const stack = stackFor(selection);
      userKeys.set(userId, selectionKey(selection));
      return { selection, context: await stack.context };
    },
    invalidate: (userId) => {
      userKeys.delete(userId);
    },
    all: () => Promise.all([...stacks.values()].map((stack) => stack.context)),
    close: async () => {
      const all = [...stacks.values()];
      stacks.clear();
      await Promise.all(all.map((stack) => Effect.runPromise(Scope.close(stack.scope, Exit.void))));
    },
  };
};
