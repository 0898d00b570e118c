import type { ReflectionId, ReflectionRepositoryService } from "@lifeos/core";
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

export const makeReflectionRepository = ({ db, now, nextId }: Database): ReflectionRepositoryService =>
  withDecodedArguments(ReflectionRepositoryArguments, {
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
        // The entry may be deleted between the check and the insert: its foreign key then fails as the entry not found.
        yield* query(() => db.insert(reflections).values(row), reflection.entryId === null ? { entity: "user", id: user } : { entity: "journalEntry", id: reflection.entryId });
        return yield* toReflection(row);
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
