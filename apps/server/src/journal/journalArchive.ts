import { contentHash, enqueueJournalProcessing } from "@lifeos/agent";
import {
  EntryAnalytics,
  EntryAnalyticsRepository,
  EntrySource,
  IdGenerator,
  JournalEntry,
  JournalEntryRepository,
  Limits,
  type EntryId,
  type UserId,
} from "@lifeos/core";
import { Effect, Schema } from "effect";
import { batches } from "../archive/batches.js";
import { allPages } from "../archive/allPages.js";
import { domainArchive } from "../archive/DomainArchive.js";
import { deleteSampleEntries } from "./sampleEntries.js";

/** An entry as the archive holds it, with its mood analysis when it had one (null until analysed). */
const ArchivedEntry = Schema.Struct({
  id: Schema.String,
  date: JournalEntry.fields.date,
  title: JournalEntry.fields.title,
  content: JournalEntry.fields.content,
  source: EntrySource,
  sourceRef: JournalEntry.fields.sourceRef,
  createdAt: Schema.Date,
  updatedAt: Schema.Date,
  analytics: Schema.NullOr(EntryAnalytics),
});

/** How far ahead an import queues the processing of its entries before writing them (see `afterImport`). */
const processingSafetyDelayMs = 60_000;

/** More analyses than any journal has (sample entries' included): the bound of the one read of them all. */
const analysesMax = 10_000_000;

/** Every entry of the user, oldest date first (then creation), sample entries left out (they are not the person's). */
const allEntries = (userId: UserId) =>
  JournalEntryRepository.use((entries) =>
    Effect.map(
      allPages((cursor) => entries.list(userId, { order: "asc", limit: Limits.pageLimitMax, cursor })),
      (found) => found.filter((entry) => entry.source !== "sample"),
    ),
  );

/**
 * The journal's part of the archive: every entry (sample entries aside) with
 * its analysis. Imported entries keep date, title, text, source and source
 * ref, in the same order; they are processed again by the `journal.process`
 * job once the whole archive is in (chunks, embeddings and analysis are
 * rebuilt with the importing account's model). The generated sample journal of a fresh account is
 * removed by an import.
 */
export const journalArchive = domainArchive({
  name: "journal",
  record: ArchivedEntry,
  export: (userId) =>
    Effect.gen(function* () {
      const entries = yield* allEntries(userId);
      const first = entries[0];
      const last = entries.at(-1);
      // Every analysis in one read (entries are oldest first), not one read per entry.
      const analyses =
        first === undefined || last === undefined
          ? []
          : yield* EntryAnalyticsRepository.use((analytics) => analytics.listByDateRange(userId, first.date, last.date, analysesMax));
      const analysisOf = new Map(analyses.map((analysis) => [analysis.entryId as string, analysis]));
      const records = entries.map((entry) => ({
        id: entry.id,
        date: entry.date,
        title: entry.title,
        content: entry.content,
        source: entry.source,
        sourceRef: entry.sourceRef,
        createdAt: entry.createdAt,
        updatedAt: entry.updatedAt,
        analytics: analysisOf.get(entry.id) ?? null,
      }));
      return { records };
    }),
  isEmpty: (userId) => Effect.map(allEntries(userId), (entries) => entries.length === 0),
  import: (userId, records, context) =>
    Effect.gen(function* () {
      const entries = yield* JournalEntryRepository;
      const ids = yield* IdGenerator;
      yield* deleteSampleEntries(userId);
      if (records.length === 0) return 0;
      // Queued ahead before anything is written (a process that dies mid-import still processes
      // what it wrote), and made due once the whole archive is in.
      yield* enqueueJournalProcessing(userId, processingSafetyDelayMs);
      context.afterImport(Effect.asVoid(enqueueJournalProcessing(userId, 0)));
      for (const batch of batches(records, Limits.batchItemsMax)) {
        const inputs = [];
        for (const record of batch) {
          // Time-ordered new ids in archive order keep entries of one date in their order.
          const id = (yield* ids.next) as EntryId;
          context.ids.set(record.id, id);
          inputs.push({
            id,
            date: record.date,
            title: record.title,
            content: record.content,
            contentHash: contentHash(record.content),
            source: record.source,
            sourceRef: record.sourceRef,
          });
        }
        yield* entries.createMany(userId, inputs);
      }
      return records.length;
    }),
  clear: (userId) =>
    Effect.gen(function* () {
      const entries = yield* JournalEntryRepository;
      let page = yield* entries.list(userId, { order: "asc", limit: Limits.pageLimitMax });
      while (page.items.length > 0) {
        for (const entry of page.items) yield* entries.delete(userId, entry.id);
        page = yield* entries.list(userId, { order: "asc", limit: Limits.pageLimitMax });
      }
    }),
});
