import { createHash } from "node:crypto";
import type { EntryId, JournalEntry, StorageError, UserId } from "@lifeos/core";
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

/** Records looked up and created per round: two lookups and one `createMany` each. */
const roundSize = 500;

/**
 * Saves records idempotently. A record whose source was imported before is
 * updated when its text, date or title changed (its processing starts over)
 * and left alone otherwise; a new source whose exact text is already in the
 * journal is not duplicated. The outcome is that of saving the records one
 * by one in order; the work is batched: existing entries are looked up for
 * many records at once and new ones created together (one by one only when
 * a batch holds a record the store refuses, which is then skipped with its
 * reason). `onSaved` is called as records are decided.
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
      const hashes = round.map((record) => contentHash(record.content));
      const byRef = new Map(yield* repository.findMany(userId, "sourceRef", [...new Set(round.map((record) => record.sourceRef))]));
      const byHash = new Map(yield* repository.findMany(userId, "contentHash", [...new Set(hashes)]));
      /** Hashes whose looked-up answer an update in this round may have changed: asked again one by one. */
      const changedHashes = new Set<string>();
      let waiting: Array<{ readonly record: ImportRecord; readonly hash: string; readonly slot: number }> = [];
      const waitingKeys = new Set<string>();

      const createWaiting = Effect.gen(function* () {
        const batch = waiting;
        waiting = [];
        waitingKeys.clear();
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
          if (!byRef.has(record.sourceRef)) byRef.set(record.sourceRef, entry.value);
          if (!byHash.has(hash)) byHash.set(hash, entry.value);
        }
      });

      for (const [index, record] of round.entries()) {
        const hash = hashes[index]!;
        // A record that depends on one still waiting to be created sees it created first.
        if (waitingKeys.has(`ref:${record.sourceRef}`) || waitingKeys.has(`hash:${hash}`)) yield* createWaiting;
        const existing = byRef.get(record.sourceRef);
        if (existing !== undefined) {
          if (existing.contentHash === hash && existing.date === record.date && existing.title === record.title) unchanged++;
          else {
            const entry = yield* repository.update(userId, existing.id, { content: record.content, contentHash: hash, date: record.date, title: record.title });
            byRef.set(record.sourceRef, entry);
            changedHashes.add(existing.contentHash).add(hash);
            updated++;
            slots[start + index] = entry.id;
          }
        } else {
          const known = changedHashes.has(hash) ? yield* repository.findByContentHash(userId, hash) : Option.fromNullishOr(byHash.get(hash));
          if (Option.isSome(known)) unchanged++;
          else {
            waiting.push({ record, hash, slot: start + index });
            waitingKeys.add(`ref:${record.sourceRef}`).add(`hash:${hash}`);
          }
        }
        onSaved(start + index + 1);
      }
      yield* createWaiting;
    }
    const entryIds = slots.filter((id): id is EntryId => id !== undefined);
    return { created, updated, unchanged, entryIds, skipped };
  });
