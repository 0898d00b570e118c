import { Effect, Option } from "effect";
import { Conflict } from "../../common/errors.js";
import { EntityId } from "../../common/ids.js";
import type { Entity } from "../../memory/entity.js";
import { EntityPatch, NewEntity } from "../../memory/entity.js";
import type { EntityRepositoryService } from "../../memory/EntityRepository.js";
import { decodeInput } from "../../common/validation.js";
import type { MemoryStore } from "../storage/MemoryStore.js";
import { actingUser, copy, decodeArgument, existingUser, limitOf, owned, rowsOf } from "../storage/MemoryStore.js";
import { sortBy } from "../storage/paginate.js";
import { newEntityRecord } from "../../memory/newEntityRecord.js";

const fold = (name: string) => name.toLowerCase();

export const makeEntityRepository = (store: MemoryStore): EntityRepositoryService => {
  const { entities } = store.tables;
  const find = (userId: unknown, id: unknown) =>
    Effect.gen(function* () {
      const user = yield* actingUser(userId);
      const entityId = yield* decodeArgument(EntityId, id);
      return yield* owned(entities, user, entityId, "entity");
    });
  const nameTaken = (userId: string, name: string, except?: string) =>
    rowsOf(entities, userId).some((entity) => entity.id !== except && fold(entity.name) === fold(name));
  const taken = () => Effect.fail(new Conflict({ message: "An entity with this name exists" }));
  return {
    create: (userId, input) =>
      Effect.gen(function* () {
        const user = yield* existingUser(store, userId);
        const value = yield* decodeInput(NewEntity, input);
        if (nameTaken(user, value.name) || (value.id !== undefined && entities.has(value.id))) return yield* taken();
        const now = yield* store.now;
        const entity = newEntityRecord(value, { id: value.id ?? (yield* store.nextId), userId: user, now });
        entities.set(entity.id, copy(entity));
        return copy(entity);
      }),
    get: (userId, id) => Effect.map(find(userId, id), copy),
    findByName: (userId, name) =>
      Effect.map(actingUser(userId), (user) => {
        const wanted = fold(name);
        const rows = sortBy(rowsOf(entities, user), (entity) => [entity.createdAt.getTime(), entity.id], ["asc", "asc"]);
        const match =
          rows.find((entity) => fold(entity.name) === wanted) ??
          rows.find((entity) => entity.aliases.some((alias) => fold(alias) === wanted));
        return Option.map(Option.fromNullishOr(match), copy);
      }),
    list: (userId, limit) =>
      Effect.gen(function* () {
        const user = yield* actingUser(userId);
        const max = yield* limitOf(limit, 100);
        return sortBy(rowsOf(entities, user), (entity) => [entity.mentionCount, entity.name, entity.id], ["desc", "asc", "asc"])
          .slice(0, max)
          .map(copy);
      }),
    update: (userId, id, patch) =>
      Effect.gen(function* () {
        const entity = yield* find(userId, id);
        const value = yield* decodeInput(EntityPatch, patch);
        if (value.name !== undefined && nameTaken(entity.userId, value.name, entity.id)) return yield* taken();
        const next: Entity = {
          ...entity,
          ...Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)),
          updatedAt: yield* store.now,
        };
        entities.set(next.id, copy(next));
        return copy(next);
      }),
    delete: (userId, id) => Effect.map(find(userId, id), (entity) => void entities.delete(entity.id)),
  };
};
