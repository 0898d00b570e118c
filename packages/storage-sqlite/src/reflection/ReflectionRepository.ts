import type { ReflectionRepositoryService } from "@lifeos/core";
import { EntryId, NewReflection, NotFound, ReflectionId, SavedReflection, UserId, defaultPageLimit } from "@lifeos/core";
import { and, desc, eq } from "drizzle-orm";
import { Effect, Option, Schema } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { Limit, attempt, decodeRow, input, transaction } from "../database/SqliteContext.js";
import { journalEntries } from "../journal/schema.js";
import { reflections } from "./schema.js";

const toReflection = decodeRow(SavedReflection);
const ListOptions = Schema.Struct({ entryId: Schema.optional(EntryId), limit: Schema.optional(Limit) });

export const makeReflectionRepository = (context: SqliteContext): ReflectionRepositoryService => {
  const { db } = context;
  return {
    save: (rawUserId, raw) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(NewReflection, raw)]), ([userId, reflection]) =>
        attempt(() =>
          transaction(context, () => {
            if (reflection.entryId !== null) {
              const entry = db
                .select({ id: journalEntries.id })
                .from(journalEntries)
                .where(and(eq(journalEntries.id, reflection.entryId), eq(journalEntries.userId, userId)))
                .get();
              if (entry === undefined) throw NotFound.of("journalEntry", reflection.entryId);
            }
            const row = { id: context.newId(), userId, entryId: reflection.entryId, result: reflection.result, createdAt: context.now() };
            db.insert(reflections).values(row).run();
            return toReflection(row);
          }),
        ),
      ),
    get: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(ReflectionId, rawId)]), ([userId, id]) =>
        attempt(() => {
          const row = db.select().from(reflections).where(and(eq(reflections.id, id), eq(reflections.userId, userId))).get();
          return row === undefined ? Option.none() : Option.some(toReflection(row));
        }),
      ),
    list: (rawUserId, rawOptions) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(ListOptions, rawOptions ?? {})]), ([userId, options]) =>
        attempt(() =>
          db
            .select()
            .from(reflections)
            .where(and(eq(reflections.userId, userId), options.entryId !== undefined ? eq(reflections.entryId, options.entryId) : undefined))
            .orderBy(desc(reflections.createdAt), desc(reflections.id))
            .limit(options.limit ?? defaultPageLimit)
            .all()
            .map(toReflection),
        ),
      ),
    delete: (rawUserId, rawId) =>
      Effect.flatMap(Effect.all([input(UserId, rawUserId), input(ReflectionId, rawId)]), ([userId, id]) =>
        attempt(() => {
          const result = db.delete(reflections).where(and(eq(reflections.id, id), eq(reflections.userId, userId))).run();
          if (result.changes === 0) throw NotFound.of("reflection", id);
        }),
      ),
  };
};
