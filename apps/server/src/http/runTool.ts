import { Clock, InvalidInput, Timeout, ToolExecutionFailed, UserRepository, type UserId } from "@lifeos/core";
import { ToolRegistry } from "@lifeos/tools";
import { Effect } from "effect";
import type { AppContext } from "./AppContext.js";

/**
 * Runs one of the agent's tools for an HTTP route, so the web app's cards
 * and the chat's tool results come from the same code with the same bounds.
 * A failed call becomes the matching domain error.
 */
export const runTool = (context: AppContext, userId: UserId, name: string, parameters: Record<string, unknown>) =>
  context.runAs(
    userId,
    Effect.gen(function* () {
      const registry = yield* ToolRegistry;
      const user = yield* UserRepository.use((users) => users.get(userId));
      const now = yield* Clock.use((clock) => clock.now);
      const outcome = yield* registry.execute(
        { id: "http", name, arguments: JSON.stringify(parameters) },
        { allowlist: [name], context: { userId, threadId: null, timeZone: user.timeZone, now } },
      );
      if (outcome.success) return { data: outcome.data, meta: outcome.meta };
      const message = outcome.error?.message ?? "The lookup failed";
      switch (outcome.error?.code) {
        case "INVALID_INPUT":
          return yield* Effect.fail(new InvalidInput({ message }));
        case "TIMEOUT":
          return yield* Effect.fail(new Timeout({ message }));
        default:
          return yield* Effect.fail(new ToolExecutionFailed({ message, tool: name }));
      }
    }),
  );
