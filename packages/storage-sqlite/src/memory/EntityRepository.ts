import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import { Effect, Option } from "effect";
import { Conflict, Entity, EntityId, EntityPatch, NewEntity, NotFound, UserId } from "@lifeos/core";
import type { EntityRepositoryService } from "@lifeos/core";
import { entities } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, input, Limit, transaction } from "../database/SqliteContext.js";
import { definedFields, foldCase } from "../database/patch.js";

const toEntity = decodeRow(Entity);

const duplicateName = () => new Conflict({ message: "An entity with this name already exists" });

export const makeEntityRepository = (context: SqliteContext): EntityRepositoryService => {
  const { db } = context;
  const owned = (userId: string, id: string) => and(eq(entities.id, id), eq(entities.userId, userId));
  const getOrFail = (userId: string, id: string) => {
    const row = db.select().from(entities).where(owned(userId, id)).get();
    if (!row) throw NotFound.of("entity", id);
    return toEntity(row);
  };
  const nameTaken = (userId: string, nameKey: string, exceptId?: string) =>
    db
      .select({ id: entities.id })
      .from(entities)
      .where(and(eq(entities.userId, userId), eq(entities.nameKey, nameKey)))
      .all()
      .some((row) => row.id !== exceptId);
  return {
    create: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(NewEntity, raw)]), ([userId, value]) =>
        attempt(() =>
          transaction(context, () => {
            const nameKey = foldCase(value.name);
            if (nameTaken(userId, nameKey)) throw duplicateName();
            const now = context.now();
            const aliases = value.aliases ?? [];
            const row = db
              .insert(entities)
              .values({
                id: value.id ?? context.newId(),
                userId,
                name: value.name,
                nameKey,
                type: value.type,
                aliases,
                aliasKeys: aliases.map(foldCase),
                relationships: value.relationships ?? [],
                mentionCount: 0,
                createdAt: now,
                updatedAt: now,
                relationshipToUser: value.relationshipToUser ?? null,
                gender: value.gender ?? null,
                lastMentionedAt: value.lastMentionedAt ?? null,
              })
              .returning()
              .get();
            return toEntity(row);
          }),
        ),
      ),
    get: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(EntityId, rawId)]), ([userId, id]) =>
        attempt(() => getOrFail(userId, id)),
      ),
    findByName: (rawUserId, name) =>
      Effect.flatMap(input(UserId, rawUserId), (userId) =>
        attempt(() => {
          const key = foldCase(name.trim());
          const row = db
            .select()
            .from(entities)
            .where(
              and(
                eq(entities.userId, userId),
                or(eq(entities.nameKey, key), sql`exists (select 1 from json_each(${entities.aliasKeys}) where value = ${key})`),
              ),
            )
            // An exact name match wins over an alias of another entity.
            .orderBy(sql`${entities.nameKey} = ${key} DESC`, asc(entities.id))
            .get();
          return row ? Option.some(toEntity(row)) : Option.none();
        }),
      ),
    list: (rawUserId, limit = 100) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(Limit, limit)]), ([userId, bound]) =>
        attempt(() =>
          db
            .select()
            .from(entities)
            .where(eq(entities.userId, userId))
            .orderBy(desc(entities.mentionCount), asc(entities.name), asc(entities.id))
            .limit(bound)
            .all()
            .map(toEntity),
        ),
      ),
    update: (rawUserId, rawId, rawPatch) =>
      Effect.flatMap(
        Effect.all([input(UserId, rawUserId), input(EntityId, rawId), input(EntityPatch, rawPatch)]),
        ([userId, id, patch]) =>
          attempt(() =>
            transaction(context, () => {
              getOrFail(userId, id);
              const nameKey = patch.name === undefined ? undefined : foldCase(patch.name);
              if (nameKey !== undefined && nameTaken(userId, nameKey, id)) throw duplicateName();
              db.update(entities)
                .set({
                  ...definedFields(patch),
                  ...(nameKey === undefined ? {} : { nameKey }),
                  ...(patch.aliases === undefined ? {} : { aliasKeys: patch.aliases.map(foldCase) }),
                  updatedAt: context.now(),
                })
                .where(owned(userId, id))
                .run();
              return getOrFail(userId, id);
            }),
          ),
      ),
    delete: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(EntityId, rawId)]), ([userId, id]) =>
        attempt(() => {
          const result = db.delete(entities).where(owned(userId, id)).run();
          if (result.changes === 0) throw NotFound.of("entity", id);
        }),
      ),
  };
};
