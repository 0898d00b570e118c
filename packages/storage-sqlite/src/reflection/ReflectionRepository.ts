import type { EntryId, ReflectionId, ReflectionRepositoryService, ReflectionRequestKey, UserId } from "@lifeos/core";
import { defaultPageLimit, NotFound, ReflectionRepositoryArguments, SavedReflection, savedReflectionRecord, withDecodedArguments } from "@lifeos/core";
import { and, desc, eq } from "drizzle-orm";
import { Option } from "effect";
import type { SqliteContext } from "../database/SqliteContext.js";
import { attempt, decodeRow, transaction } from "../database/SqliteContext.js";
import { journalEntries } from "../journal/schema.js";
import { reflections } from "./schema.js";

const toReflection = decodeRow(SavedReflection);

export const makeReflectionRepository = (context: SqliteContext): ReflectionRepositoryService => {
  const { db } = context;
  const keptWith = (userId: UserId, entryId: EntryId, requestKey: ReflectionRequestKey) =>
    db
      .select()
      .from(reflections)
      .where(and(eq(reflections.userId, userId), eq(reflections.entryId, entryId), eq(reflections.requestKey, requestKey)))
      .get();
  return withDecodedArguments(ReflectionRepositoryArguments, {
    save: (userId, reflection) =>
      attempt(() =>
        transaction(context, () => {
          if (reflection.entryId !== null) {
            const entry = db
              .select({ id: journalEntries.id })
              .from(journalEntries)
              .where(and(eq(journalEntries.id, reflection.entryId), eq(journalEntries.userId, userId)))
              .get();
            if (entry === undefined) throw NotFound.of("journalEntry", reflection.entryId);
            // One transaction at a time: a key already kept is found here, never raced.
            if (reflection.requestKey !== undefined) {
              const kept = keptWith(userId, reflection.entryId, reflection.requestKey);
              if (kept !== undefined) return toReflection(kept);
            }
          }
          const row = savedReflectionRecord(userId, reflection, context.newId() as ReflectionId, context.now());
          db.insert(reflections)
            .values({ ...row, requestKey: reflection.entryId === null ? null : (reflection.requestKey ?? null) })
            .run();
          return toReflection(row);
        }),
      ),
    getByRequestKey: (userId, entryId, requestKey) =>
      attempt(() => {
        const row = keptWith(userId, entryId, requestKey);
        return row === undefined ? Option.none() : Option.some(toReflection(row));
      }),
    get: (userId, id) =>
      attempt(() => {
        const row = db.select().from(reflections).where(and(eq(reflections.id, id), eq(reflections.userId, userId))).get();
        return row === undefined ? Option.none() : Option.some(toReflection(row));
      }),
    list: (userId, options = {}) =>
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
    delete: (userId, id) =>
      attempt(() => {
        const result = db.delete(reflections).where(and(eq(reflections.id, id), eq(reflections.userId, userId))).run();
        if (result.changes === 0) throw NotFound.of("reflection", id);
      }),
  });
};
