import { ReflectionRepository, ReflectionResult, type EntryId, type SavedReflection, type UserId } from "@lifeos/core";
import { Effect, Schema } from "effect";
import { domainArchive } from "../archive/DomainArchive.js";

/** A saved reflection as the archive holds it: the entry it is about (the exporting install's id, or null) and what it said. */
const ArchivedReflection = Schema.Struct({
  id: Schema.String,
  entryId: Schema.NullOr(Schema.String),
  result: ReflectionResult,
  createdAt: Schema.Date,
});

/** More than anyone saves: the list's bound when reading all of a user's reflections. */
const reflectionsMax = 1_000_000;

const allReflections = (userId: UserId) => ReflectionRepository.use((reflections) => reflections.list(userId, { limit: reflectionsMax }));

/**
 * Saved reflections' part of the archive. An import saves them oldest first
 * (so they list in the same order), each pointing at the imported entry it
 * was about; its saving time becomes the import's.
 */
export const reflectionArchive = domainArchive({
  name: "reflection",
  after: ["journal"],
  record: ArchivedReflection,
  export: (userId) =>
    Effect.map(allReflections(userId), (reflections: ReadonlyArray<SavedReflection>) => ({
      records: [...reflections].reverse().map((reflection) => ({ id: reflection.id, entryId: reflection.entryId, result: reflection.result, createdAt: reflection.createdAt })),
    })),
  isEmpty: (userId) => Effect.map(allReflections(userId), (reflections) => reflections.length === 0),
  import: (userId, records, context) =>
    Effect.gen(function* () {
      const repository = yield* ReflectionRepository;
      for (const record of records) {
        const entryId = record.entryId === null ? null : ((context.ids.get(record.entryId) ?? null) as EntryId | null);
        const saved = yield* repository.save(userId, { entryId, result: record.result });
        context.ids.set(record.id, saved.id);
      }
      return records.length;
    }),
  clear: (userId) =>
    Effect.gen(function* () {
      const repository = yield* ReflectionRepository;
      for (const reflection of yield* allReflections(userId)) yield* repository.delete(userId, reflection.id);
    }),
});
