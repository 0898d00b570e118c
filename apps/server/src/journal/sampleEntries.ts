import { JournalEntryRepository, type JournalEntry, type UserId } from "@lifeos/core";
import { Effect } from "effect";

/** Every generated sample entry of the user (entries with source "sample"). */
export const sampleEntries = (userId: UserId) =>
  Effect.gen(function* () {
    const entries = yield* JournalEntryRepository;
    const found: JournalEntry[] = [];
    let cursor: string | undefined;
    do {
      const page = yield* entries.list(userId, { order: "asc", limit: 200, cursor });
      found.push(...page.items.filter((entry) => entry.source === "sample"));
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return found;
  });

/** Deletes every sample entry (with its chunks and analysis); returns how many. */
export const deleteSampleEntries = (userId: UserId) =>
  Effect.gen(function* () {
    const entries = yield* JournalEntryRepository;
    const samples = yield* sampleEntries(userId);
    for (const entry of samples) yield* entries.delete(userId, entry.id);
    return samples.length;
  });
