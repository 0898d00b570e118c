import { activeJobStatuses, JobQueue, Limits, SettingsRepository, type UserId } from "@lifeos/core";
import { Effect } from "effect";
import type { AppServices } from "../http/AppContext.js";
import type { StackServices } from "../stacks/StackServices.js";
import { allPages } from "./allPages.js";
import type { AnyDomainArchive } from "./DomainArchive.js";
import { importOrder } from "./userArchive.js";

/**
 * Empties the user's account ("delete all my data"): every domain's part of
 * the archive is cleared, later parts first (reflections before the entries
 * they name), then the model settings with the API key's ciphertext. What
 * stays is the account itself: its name, time zone, sign-in tokens, the
 * portfolio's base currency and the memory's privacy choices (someone who
 * turned remembering off keeps it off).
 *
 * The jobs still to run for the user are cancelled first, so no processing
 * writes behind the erase. Each domain's clear is its own writes, not one
 * transaction across domains: a failure leaves part of the data, and erasing
 * again removes the rest (every step removes what is there, whatever is left).
 */
export const eraseUserData = (userId: UserId, archives: ReadonlyArray<AnyDomainArchive>): Effect.Effect<void, unknown, AppServices | StackServices> =>
  Effect.gen(function* () {
    const jobs = yield* JobQueue;
    for (const status of activeJobStatuses) {
      const pending = yield* allPages((cursor) => jobs.list(userId, { status, limit: Limits.pageLimitMax, ...(cursor === undefined ? {} : { cursor }) }));
      // A job that ended since it was listed has nothing left to cancel.
      for (const job of pending) yield* jobs.cancel(userId, job.id).pipe(Effect.catchTag("Conflict", () => Effect.void));
    }
    for (const part of [...importOrder(archives)].reverse()) yield* part.clear(userId);
    yield* SettingsRepository.use((settings) => settings.remove(userId));
  });
