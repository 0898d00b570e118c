import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import { Option } from "effect";
import { Conflict, Entity, EntityRepositoryArguments, givenFields, newEntityRecord, NotFound, withDecodedArguments } from "@lifeos/core";
import type { EntityRepositoryService } from "@lifeos/core";
import { entities } from "./schema.js";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, transaction } from "../database/SqliteContext.js";
import { foldCase } from "../database/patch.js";
import { preparedQuery } from "../database/preparedQueries.js";

const toEntity = decodeRow(Entity);

const duplicateName = () => new Conflict({ message: "An entity with this name already exists" });

/** A user's entities, most mentioned first: every message the memory job learns from reads them. */
const entitiesByMentions = (context: SqliteContext) =>
  preparedQuery(context, entitiesByMentions, () =>
    context.db
      .select()
      .from(entities)
      .where(eq(entities.userId, sql.placeholder("userId")))
      .orderBy(desc(entities.mentionCount), asc(entities.name), asc(entities.id))
      .limit(sql.placeholder("limit"))
      .prepare(),
  );

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
  return withDecodedArguments(EntityRepositoryArguments, {
    create: (userId, value) =>
      attempt(() =>
        transaction(context, () => {
          const nameKey = foldCase(value.name);
          if (nameTaken(userId, nameKey)) throw duplicateName();
          const record = newEntityRecord(value, { id: value.id ?? context.newId(), userId, now: context.now() });
          const row = db
            .insert(entities)
            .values({ ...record, nameKey, aliasKeys: record.aliases.map(foldCase) })
            .returning()
            .get();
          return toEntity(row);
        }),
      ),
    get: (userId, id) => attempt(() => getOrFail(userId, id)),
    findByName: (userId, name) =>
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
    list: (userId, limit = 100) =>
      attempt(() => entitiesByMentions(context).all({ userId, limit }).map(toEntity)),
    update: (userId, id, patch) =>
      attempt(() =>
        transaction(context, () => {
          getOrFail(userId, id);
          const nameKey = patch.name === undefined ? undefined : foldCase(patch.name);
          if (nameKey !== undefined && nameTaken(userId, nameKey, id)) throw duplicateName();
          db.update(entities)
            .set({
              ...givenFields(patch),
              ...(nameKey === undefined ? {} : { nameKey }),
              ...(patch.aliases === undefined ? {} : { aliasKeys: patch.aliases.map(foldCase) }),
              updatedAt: context.now(),
            })
            .where(owned(userId, id))
            .run();
          return getOrFail(userId, id);
        }),
      ),
    delete: (userId, id) =>
      attempt(() => {
        const result = db.delete(entities).where(owned(userId, id)).run();
        if (result.changes === 0) throw NotFound.of("entity", id);
      }),
  });
};
