import { Effect, Option, Schema } from "effect";
import { NotFound } from "../../common/errors.js";
import { EntryId } from "../../common/ids.js";
import { defaultPageLimit } from "../../common/pagination.js";
import { decodeInput } from "../../common/validation.js";
import type { ReflectionRepositoryService } from "../../reflection/ReflectionRepository.js";
import type { SavedReflection } from "../../reflection/reflection.js";
import { NewReflection, ReflectionId } from "../../reflection/reflection.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser } from "../storage/MemoryStore.js";

const ListOptions = Schema.Struct({ entryId: Schema.optional(EntryId), limit: Schema.optional(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1))) });

/** Each store's reflections, kept beside its tables. */
const tables = new WeakMap<MemoryStore, Map<string, SavedReflection>>();

/**
 * Saved reflections in memory. A reflection whose entry or user is gone is
 * gone too (the SQL adapters' cascades), dropped when next read.
 */
export const makeReflectionRepository = (store: MemoryStore): ReflectionRepositoryService => {
  const reflections = tables.get(store) ?? new Map<string, SavedReflection>();
  tables.set(store, reflections);
  const live = (reflection: SavedReflection) => {
    const alive =
      store.tables.users.has(reflection.userId) &&
      (reflection.entryId === null || store.tables.entries.get(reflection.entryId)?.userId === reflection.userId);
    if (!alive) reflections.delete(reflection.id);
    return alive;
  };
  return {
    save: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewReflection, input);
        if (value.entryId !== null && store.tables.entries.get(value.entryId)?.userId !== user) return yield* Effect.fail(NotFound.of("journalEntry", value.entryId));
        const saved: SavedReflection = { id: (yield* store.nextId) as ReflectionId, userId: user, entryId: value.entryId, result: copy(value.result), createdAt: yield* store.now };
        reflections.set(saved.id, saved);
        return copy(saved);
      }),
    get: (userId, id) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const reflectionId = yield* decodeArgument(ReflectionId, id);
        const found = reflections.get(reflectionId);
        return found !== undefined && found.userId === user && live(found) ? Option.some(copy(found)) : Option.none();
      }),
    list: (userId, options) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const { entryId, limit } = yield* decodeInput(ListOptions, options ?? {});
        return [...reflections.values()]
          .filter((reflection) => reflection.userId === user && live(reflection) && (entryId === undefined || reflection.entryId === entryId))
          .sort((left, right) => right.createdAt.getTime() - left.createdAt.getTime() || (left.id < right.id ? 1 : -1))
          .slice(0, limit ?? defaultPageLimit)
          .map(copy);
      }),
    delete: (userId, id) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const reflectionId = yield* decodeArgument(ReflectionId, id);
        const found = reflections.get(reflectionId);
        if (found === undefined || found.userId !== user || !live(found)) return yield* Effect.fail(NotFound.of("reflection", reflectionId));
        reflections.delete(reflectionId);
      }),
  };
};
