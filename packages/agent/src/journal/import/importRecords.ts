import { createHash } from "node:crypto";
import type { EntryId, StorageError, UserId } from "@lifeos/core";
import { JournalEntryRepository } from "@lifeos/core";
import { Effect, Option } from "effect";
import type { ImportRecord, SkippedItem } from "./ImportRecord.js";

/** SHA-256 of an entry's text: equal texts are the same entry. */
export const contentHash = (content: string): string => createHash("sha256").update(content, "utf8").digest("hex");

export interface SaveCounts {
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  readonly entryIds: ReadonlyArray<EntryId>;
  readonly skipped: ReadonlyArray<SkippedItem>;
}

/**
 * Saves records idempotently. A record whose source was imported before is
 * updated when its text, date or title changed (its processing starts over)
 * and left alone otherwise; a new source whose exact text is already in the
 * journal is not duplicated. `onSaved` is called after each record.
 */
export const saveRecords = (
  userId: UserId,
  records: ReadonlyArray<ImportRecord>,
  onSaved: (done: number) => void = () => {},
): Effect.Effect<SaveCounts, StorageError, JournalEntryRepository> =>
  Effect.gen(function* () {
    const repository = yield* JournalEntryRepository;
    let created = 0;
    let updated = 0;
    let unchanged = 0;
    const entryIds: EntryId[] = [];
    const skipped: SkippedItem[] = [];
    for (const [index, record] of records.entries()) {
      const hash = contentHash(record.content);
      const existing = yield* repository.findBySourceRef(userId, record.sourceRef);
      if (Option.isSome(existing)) {
        const entry = existing.value;
        if (entry.contentHash === hash && entry.date === record.date && entry.title === record.title) unchanged++;
        else {
          yield* repository.update(userId, entry.id, { content: record.content, contentHash: hash, date: record.date, title: record.title });
          updated++;
          entryIds.push(entry.id);
        }
      } else if (Option.isSome(yield* repository.findByContentHash(userId, hash))) {
        unchanged++;
      } else {
        const saved = yield* repository
          .create(userId, { date: record.date, title: record.title, content: record.content, contentHash: hash, source: "import", sourceRef: record.sourceRef })
          .pipe(
            Effect.map(Option.some),
            Effect.catchTags({
              InvalidInput: (error) => Effect.sync(() => (skipped.push({ name: record.sourceRef, reason: error.message }), Option.none())),
              PayloadTooLarge: (error) => Effect.sync(() => (skipped.push({ name: record.sourceRef, reason: error.message }), Option.none())),
            }),
          );
        if (Option.isSome(saved)) {
          created++;
          entryIds.push(saved.value.id);
        }
      }
      onSaved(index + 1);
    }
    return { created, updated, unchanged, entryIds, skipped };
  });
