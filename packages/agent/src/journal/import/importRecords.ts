import type { EntryId, JournalEntry, StorageError, UserId } from "@lifeos/core";
import { JournalEntryRepository } from "@lifeos/core";
import { contentHash } from "@lifeos/tools";
import { Effect, Option } from "effect";
import { skippedItem, type ImportRecord, type SkippedItem } from "./ImportRecord.js";

/** SHA-256 of an entry's text (written once, beside the journal's writes in `@lifeos/tools`). */
export { contentHash };

export interface SaveCounts {
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  /** Records whose entry was edited in the app since it was imported: the edit is kept (each is also in `skipped`). */
  readonly kept: number;
  readonly entryIds: ReadonlyArray<EntryId>;
  readonly skipped: ReadonlyArray<SkippedItem>;
}

/** The `skipped` reason of a record whose entry was edited in the app. */
export const keptEditReason = "kept your edit: the entry was changed in the app since it was imported";

/** Records looked up and created per round: one lookup and one `createMany` each. */
const roundSize = 500;

const sameAs = (entry: JournalEntry, record: ImportRecord, hash: string): boolean =>
  entry.contentHash === hash && entry.date === record.date && entry.title === record.title;

/**
 * Saves records idempotently. A record is identified by its source ref (the
 * file, `file#date` or Day One uuid it came from), never by its text: the
 * same words on two days, or equal to an entry written in the app, are
 * separate entries. A record whose source was imported before updates its
 * entry when its text, date or title changed (processing starts over) and
 * leaves it alone otherwise; an entry edited in the app since (its source is
 * no longer "import") keeps the edit, and the record is reported as kept.
 * The outcome is that of saving the records one by one in order; the work is
 * batched: existing entries are looked up for many records at once and new
 * ones created together (one by one only when a batch holds a record the
 * store refuses, which is then skipped with its reason). `onSaved` is called
 * as records are decided.
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
    let kept = 0;
    /** Entry ids in record order; a slot stays empty for a record left alone or skipped. */
    const slots: Array<EntryId | undefined> = [];
    const skipped: SkippedItem[] = [];
    const refuse = (record: ImportRecord) => (error: { readonly message: string }) =>
      Effect.sync(() => (skipped.push({ name: record.sourceRef, reason: error.message }), Option.none<JournalEntry>()));
    const newEntry = (record: ImportRecord, hash: string) => ({
      date: record.date,
      title: record.title,
      content: record.content,
      contentHash: hash,
      source: "import" as const,
      sourceRef: record.sourceRef,
    });

    for (let start = 0; start < records.length; start += roundSize) {
      const round = records.slice(start, start + roundSize);
      const byRef = new Map(yield* repository.findMany(userId, "sourceRef", [...new Set(round.map((record) => record.sourceRef))]));
      let waiting: Array<{ readonly record: ImportRecord; readonly hash: string; readonly slot: number }> = [];
      const waitingRefs = new Set<string>();

      const createWaiting = Effect.gen(function* () {
        const batch = waiting;
        waiting = [];
        waitingRefs.clear();
        if (batch.length === 0) return;
        const many = yield* repository.createMany(userId, batch.map(({ record, hash }) => newEntry(record, hash))).pipe(
          Effect.map(Option.some),
          Effect.catchTags({ InvalidInput: () => Effect.succeed(Option.none()), PayloadTooLarge: () => Effect.succeed(Option.none()) }),
        );
        for (const [index, { record, hash, slot }] of batch.entries()) {
          const entry = Option.isSome(many)
            ? Option.some(many.value[index]!)
            : yield* repository
                .create(userId, newEntry(record, hash))
                .pipe(Effect.map(Option.some), Effect.catchTags({ InvalidInput: refuse(record), PayloadTooLarge: refuse(record) }));
          if (Option.isNone(entry)) continue;
          created++;
          slots[slot] = entry.value.id;
          byRef.set(record.sourceRef, entry.value);
        }
      });

      for (const [index, record] of round.entries()) {
        const hash = contentHash(record.content);
        // A record repeating a source still waiting to be created sees it created first.
        if (waitingRefs.has(record.sourceRef)) yield* createWaiting;
        const existing = byRef.get(record.sourceRef);
        if (existing === undefined) {
          waiting.push({ record, hash, slot: start + index });
          waitingRefs.add(record.sourceRef);
        } else if (sameAs(existing, record, hash)) unchanged++;
        else if (existing.source !== "import") {
          kept++;
          skipped.push(skippedItem(record.sourceRef, "IMPORT_KEPT_EDIT", {}, keptEditReason));
        } else {
          const entry = yield* repository.update(userId, existing.id, { content: record.content, contentHash: hash, date: record.date, title: record.title });
          byRef.set(record.sourceRef, entry);
          updated++;
          slots[start + index] = entry.id;
        }
        onSaved(start + index + 1);
      }
      yield* createWaiting;
    }
    const entryIds = slots.filter((id): id is EntryId => id !== undefined);
    return { created, updated, unchanged, kept, entryIds, skipped };
  });
