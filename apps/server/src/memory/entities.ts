import { EntityId, EntityPatch, EntityRepository, EntityType, Gender, InvalidInput, Limits, MemoryRepository, nameKey, RequiredString, StorableText } from "@lifeos/core";
import type { Memory, UserId } from "@lifeos/core";
import { Effect, Option, Schema } from "effect";
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../http/AppContext.js";
import { queryObject } from "../http/query.js";
import { decodeOrThrow, readBody } from "../http/readBody.js";

const EntityIdParam = Schema.Struct({ id: EntityId });
const EntityListQuery = Schema.Struct({ limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 500 }))) });
/** `POST /entities/:id/merge`: `otherId` is folded into `:id` (its name becomes an alias) and deleted. */
export const EntityMergeBody = Schema.Struct({ otherId: EntityId });

/** `POST /entities`: someone or something added by hand. */
export const EntityCreateBody = Schema.Struct({
  name: RequiredString(Limits.nameChars),
  type: EntityType,
  aliases: Schema.optional(Schema.Array(StorableText)),
  relationshipToUser: Schema.optional(Schema.NullOr(RequiredString(100))),
  gender: Schema.optional(Schema.NullOr(Gender)),
});

/** `PATCH /entities/:id`: a correction (mention counts and times are kept by the assistant). */
export const EntityUpdateBody = Schema.Struct({
  name: EntityPatch.fields.name,
  type: EntityPatch.fields.type,
  aliases: EntityPatch.fields.aliases,
  relationships: EntityPatch.fields.relationships,
  relationshipToUser: EntityPatch.fields.relationshipToUser,
  gender: EntityPatch.fields.gender,
});

/** Every memory that names `name` (case-insensitively). */
const memoriesNaming = (userId: UserId, name: string) =>
  Effect.gen(function* () {
    const repository = yield* MemoryRepository;
    const all: Memory[] = [];
    let cursor: string | undefined;
    do {
      const page = yield* repository.list(userId, { entity: name, includeArchived: true, limit: 200, ...(cursor === undefined ? {} : { cursor }) });
      all.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return all;
  });

/**
 * Folds `otherId` into `keptId`: the other's name and aliases become
 * aliases, relationships and mentions add up, its memories name the kept
 * entity, and it is deleted.
 */
const mergeEntities = (userId: UserId, keptId: EntityId, otherId: EntityId) =>
  Effect.gen(function* () {
        const entities = yield* EntityRepository;
        const kept = yield* entities.get(userId, keptId);
        const other = yield* entities.get(userId, otherId);
        const aliases = new Map([...kept.aliases, other.name, ...other.aliases].filter((name) => nameKey(name) !== nameKey(kept.name)).map((name) => [nameKey(name), name]));
        const relationships = [...kept.relationships, ...other.relationships.filter((relationship) => relationship.targetId !== kept.id)];
        const unique = [...new Map(relationships.map((relationship) => [`${relationship.targetId}/${relationship.kind}`, relationship])).values()];
        const memories = yield* MemoryRepository;
        for (const memory of yield* memoriesNaming(userId, other.name)) {
          const names = new Map(memory.entities.map((name) => (nameKey(name) === nameKey(other.name) ? kept.name : name)).map((name) => [nameKey(name), name]));
          yield* memories.update(userId, memory.id, { entities: [...names.values()] });
        }
        yield* entities.delete(userId, other.id);
        return yield* entities.update(userId, kept.id, {
          aliases: [...aliases.values()],
          relationships: unique,
          mentionCount: kept.mentionCount + other.mentionCount,
          ...(kept.relationshipToUser === null && other.relationshipToUser !== null ? { relationshipToUser: other.relationshipToUser } : {}),
          ...(kept.gender === null && other.gender !== null ? { gender: other.gender } : {}),
        });
      });

/** People, places and things the memories name: list, one with its relationships and memories, correct, merge two, delete. */
export const entityRoutes = (context: AppContext): Hono<AppEnv> => {
  const app = new Hono<AppEnv>();
  const entityId = (c: { req: { param: (name: "id") => string } }) => decodeOrThrow(EntityIdParam, { id: c.req.param("id") }).id;

  app.get("/", async (c) => {
    const query = decodeOrThrow(EntityListQuery, queryObject(c));
    const items = await context.run(EntityRepository.use((entities) => entities.list(c.get("userId"), query.limit ?? 100)));
    return c.json({ items });
  });

  app.post("/", async (c) => {
    const body = await readBody(c, EntityCreateBody);
    const userId = c.get("userId");
    // A name (or alias) already known is that entity: it takes the given details instead of a second one being made.
    const result = await context.run(
      Effect.gen(function* () {
        const entities = yield* EntityRepository;
        const known = yield* entities.findByName(userId, body.name);
        if (Option.isNone(known)) return { entity: yield* entities.create(userId, body), created: true };
        const { name: _name, ...details } = body;
        return { entity: yield* entities.update(userId, known.value.id, details), created: false };
      }),
    );
    return c.json(result.entity, result.created ? 201 : 200);
  });

  app.get("/:id", async (c) => {
    const id = entityId(c);
    const userId = c.get("userId");
    const result = await context.run(
      Effect.gen(function* () {
        const entities = yield* EntityRepository;
        const entity = yield* entities.get(userId, id);
        const known = new Map((yield* entities.list(userId, 1000)).map((other) => [other.id as string, other.name]));
        const memories = (yield* (yield* MemoryRepository).list(userId, { entity: entity.name, limit: 50, includeArchived: true })).items;
        const relationships = entity.relationships.map((relationship) => ({ ...relationship, targetName: known.get(relationship.targetId) ?? null }));
        return { ...entity, relationships, memories };
      }),
    );
    return c.json(result);
  });

  app.patch("/:id", async (c) => {
    const id = entityId(c);
    const body = await readBody(c, EntityUpdateBody);
    const userId = c.get("userId");
    // Renamed to the name of another entity: they are the same one, merged.
    const updated = await context.run(
      Effect.gen(function* () {
        const entities = yield* EntityRepository;
        yield* entities.get(userId, id);
        const namesake = body.name === undefined ? Option.none() : yield* entities.findByName(userId, body.name);
        if (Option.isSome(namesake) && namesake.value.id !== id) yield* mergeEntities(userId, id, namesake.value.id);
        return yield* entities.update(userId, id, body);
      }),
    );
    return c.json(updated);
  });

  app.post("/:id/merge", async (c) => {
    const id = entityId(c);
    const body = await readBody(c, EntityMergeBody);
    if (body.otherId === id) throw new InvalidInput({ message: "An entity cannot be merged with itself", field: "otherId" });
    const userId = c.get("userId");
    const merged = await context.run(mergeEntities(userId, id, body.otherId));
    return c.json(merged);
  });

  app.delete("/:id", async (c) => {
    const id = entityId(c);
    await context.run(EntityRepository.use((entities) => entities.delete(c.get("userId"), id)));
    return c.body(null, 204);
  });

  return app;
};
