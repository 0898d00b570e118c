import type { EntryId, ReflectionId, ReflectionRepositoryService, ReflectionRequestKey, UserId } from "@lifeos/core";
import { defaultPageLimit, NotFound, ReflectionRepositoryArguments, SavedReflection, savedReflectionRecord, withDecodedArguments } from "@lifeos/core";
import { and, desc, eq } from "drizzle-orm";
import { Effect, Option } from "effect";
import type { Database } from "../database/Database.js";
import { query } from "../database/Database.js";
import { decodeRow, decodeRows } from "../database/decodeRow.js";
import { journalEntries } from "../journal/schema.js";
import { reflections } from "./schema.js";

const toReflection = decodeRow(SavedReflection, "reflection");
const toReflections = decodeRows(SavedReflection, "reflection");

export const makeReflectionRepository = ({ db, now, nextId }: Database): ReflectionRepositoryService => {
  const keptWith = (user: UserId, entryId: EntryId, requestKey: ReflectionRequestKey) =>
    query(() =>
      db
        .select()
        .from(reflections)
        .where(and(eq(reflections.userId, user), eq(reflections.entryId, entryId), eq(reflections.requestKey, requestKey))),
    ).pipe(Effect.map((rows) => rows[0]));
  return withDecodedArguments(ReflectionRepositoryArguments, {
    save: (user, reflection) =>
      Effect.gen(function* () {
        if (reflection.entryId !== null) {
          const entryId = reflection.entryId;
          const found = yield* query(() =>
            db.select({ id: journalEntries.id }).from(journalEntries).where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, user))),
          );
          if (found.length === 0) return yield* Effect.fail(NotFound.of("journalEntry", entryId));
        }
        const row = savedReflectionRecord(user, reflection, (yield* nextId) as ReflectionId, yield* now);
        const requestKey = reflection.entryId === null ? undefined : reflection.requestKey;
        // The entry may be deleted between the check and the insert: its foreign key then fails as the entry not found.
        const inserted = yield* query(
          () =>
            db
              .insert(reflections)
              .values({ ...row, requestKey: requestKey ?? null })
              .onConflictDoNothing({ target: [reflections.userId, reflections.entryId, reflections.requestKey] })
              .returning({ id: reflections.id }),
          reflection.entryId === null ? { entity: "user", id: user } : { entity: "journalEntry", id: reflection.entryId },
        );
        if (inserted.length > 0 || reflection.entryId === null || requestKey === undefined) return yield* toReflection(row);
        // The key is kept already (by an earlier save, or one that ran at once): answer that reflection.
        const kept = yield* keptWith(user, reflection.entryId, requestKey);
        if (kept === undefined) return yield* Effect.fail(NotFound.of("journalEntry", reflection.entryId));
        return yield* toReflection(kept);
      }),
    getByRequestKey: (user, entryId, requestKey) =>
      Effect.gen(function* () {
        const kept = yield* keptWith(user, entryId, requestKey);
        return kept === undefined ? Option.none() : Option.some(yield* toReflection(kept));
      }),
    get: (user, reflectionId) =>
      Effect.gen(function* () {
        const rows = yield* query(() => db.select().from(reflections).where(and(eq(reflections.id, reflectionId), eq(reflections.userId, user))));
        return rows[0] === undefined ? Option.none() : Option.some(yield* toReflection(rows[0]));
      }),
    list: (user, options) =>
      Effect.gen(function* () {
        const { entryId, limit } = options ?? {};
        return yield* toReflections(
          yield* query(() =>
            db
              .select()
              .from(reflections)
              .where(and(eq(reflections.userId, user), entryId !== undefined ? eq(reflections.entryId, entryId) : undefined))
              .orderBy(desc(reflections.createdAt), desc(reflections.id))
              .limit(limit ?? defaultPageLimit),
          ),
        );
      }),
    delete: (user, reflectionId) =>
      Effect.gen(function* () {
        const deleted = yield* query(() =>
          db.delete(reflections).where(and(eq(reflections.id, reflectionId), eq(reflections.userId, user))).returning({ id: reflections.id }),
        );
        if (deleted.length === 0) return yield* Effect.fail(NotFound.of("reflection", reflectionId));
      }),
  });
};
