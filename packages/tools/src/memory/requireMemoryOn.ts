import type { UserId } from "@lifeos/core";
import { memoryOffError, MemorySettingsRepository } from "@lifeos/core";
import { Effect } from "effect";

/**
 * Succeeds when the person's long-term memory is on; fails with
 * `memoryOffError` (a CONFLICT the model reads as a tool error) when they
 * turned it off, before anything is written. Every memory tool that writes
 * asks first.
 */
export const requireMemoryOn = (userId: UserId) =>
  Effect.gen(function* () {
    const settings = yield* (yield* MemorySettingsRepository).get(userId);
    if (!settings.enabled) return yield* Effect.fail(memoryOffError());
  });
