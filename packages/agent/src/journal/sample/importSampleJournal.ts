import type { StorageError, UserId } from "@lifeos/core";
import { JournalEntryRepository } from "@lifeos/core";
import { Effect, Option } from "effect";
import { contentHash } from "../import/importRecords.js";
import type { SampleJournal } from "./generateSampleJournal.js";

/**
 * Saves a sample journal as entries with source "sample" (for first-start
 * demo data and tests). Idempotent: an entry already saved (same
 * `sample:<date>` reference) is left alone. Returns how many were created.
 */
export const saveSampleJournal = (
  userId: UserId,
  journal: SampleJournal,
): Effect.Effect<number, StorageError, JournalEntryRepository> =>
  Effect.gen(function* () {
    const repository = yield* JournalEntryRepository;
    let created = 0;
    for (const entry of journal.entries) {
      const sourceRef = `sample:${entry.date}`;
      if (Option.isSome(yield* repository.findBySourceRef(userId, sourceRef))) continue;
      yield* repository.create(userId, {
        date: entry.date,
        title: entry.title,
        content: entry.content,
        contentHash: contentHash(entry.content),
        source: "sample",
        sourceRef,
      });
      created++;
    }
    return created;
  });
