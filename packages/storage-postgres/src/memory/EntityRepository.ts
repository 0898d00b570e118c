import type { EntityId, EntityRepositoryService, StorageError, UserId } from "@lifeos/core";
import { Conflict, Entity, EntityRepositoryArguments, givenFields, newEntityRecord, NotFound, withDecodedArguments } from "@lifeos/core";
import { and, asc, eq, sql } from "drizzle-orm";
import { Effect, Option } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { entities } from "./schema.js";
import { single } from "../database/arguments.js";

const toEntity = decodeRow(Entity, "entity");
const toEntities = decodeRows(Entity, "entity");

const nameTaken = (error: StorageError): StorageError =>
  error._tag === "Conflict" ? new Conflict({ message: "An entity with this name exists" }) : error;

export const makeEntityRepository = ({ db, now, nextId }: Database): EntityRepositoryService => {
  const owned = (user: string, id: string) => and(eq(entities.id, id), eq(entities.userId, user));
  const find = (user: UserId, entityId: EntityId) =>
    Effect.gen(function* () {
      const rows = yield* query(() => db.select().from(entities).where(owned(user, entityId)));
      return yield* toEntity(yield* single(rows, () => NotFound.of("entity", entityId)));
    });
  return withDecodedArguments(EntityRepositoryArguments, {
    create: (user, value) =>
      Effect.gen(function* () {
        const row = newEntityRecord(value, { id: value.id ?? (yield* nextId), userId: user, now: yield* now });
        const inserted = yield* query(() => db.insert(entities).values(row).returning(), { entity: "user", id: user }).pipe(
          Effect.mapError(nameTaken),
        );
        return yield* toEntity(inserted[0]);
      }),
    get: find,
    findByName: (user, name) =>
      Effect.gen(function* () {
        if (typeof name !== "string") return Option.none();
        const byName = sql`lower(${entities.name}) = lower(${name})`;
        const byAlias = sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${entities.aliases}) AS alias WHERE lower(alias) = lower(${name}))`;
        const rows = yield* query(() =>
          db
            .select()
            .from(entities)
            .where(and(eq(entities.userId, user), sql`(${byName} OR ${byAlias})`))
            .orderBy(sql`CASE WHEN ${byName} THEN 0 ELSE 1 END`, asc(entities.createdAt), asc(entities.id))
            .limit(1),
        );
        return rows[0] === undefined ? Option.none() : Option.some(yield* toEntity(rows[0]));
      }),
    list: (user, limit = 100) =>
      Effect.flatMap(
        query(() =>
          db
            .select()
            .from(entities)
            .where(eq(entities.userId, user))
            .orderBy(sql`${entities.mentionCount} DESC`, sql`${entities.name} COLLATE "C"`, asc(entities.id))
            .limit(limit),
        ),
        toEntities,
      ),
    update: (user, id, patch) =>
      Effect.gen(function* () {
        const entity = yield* find(user, id);
        const changes = { ...givenFields(patch), updatedAt: yield* now };
        const rows = yield* query(() => db.update(entities).set(changes).where(owned(entity.userId, entity.id)).returning()).pipe(
          Effect.mapError(nameTaken),
        );
        return yield* toEntity(yield* single(rows, () => NotFound.of("entity", entity.id)));
      }),
    delete: (user, id) =>
      Effect.gen(function* () {
        const entity = yield* find(user, id);
        yield* query(() => db.delete(entities).where(owned(entity.userId, entity.id)));
      }),
  });
};
