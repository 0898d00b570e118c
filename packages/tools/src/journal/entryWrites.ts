import { createHash } from "node:crypto";
import type { EntryId, JobQueue, JournalEntry, JournalEntryPatch, LocalDate, StorageError, UserId } from "@lifeos/core";
import { ChunkIndex, enqueueJournalProcessing, InvalidInput, journalChunks, JournalEntryRepository } from "@lifeos/core";
import { Effect } from "effect";

/** SHA-256 of an entry's text: an unchanged re-import is recognised by it. */
export const contentHash = (content: string): string => createHash("sha256").update(content, "utf8").digest("hex");

/** An entry as the person writes it in the app: a day, an optional title and the text. */
export interface WrittenEntry {
  /** The new entry's id, when the caller chooses it (see `addToJournalDay`). */
  readonly id?: EntryId;
  readonly date: LocalDate;
  readonly title?: string | null;
  readonly content: string;
}

/** What writing an entry the person wrote needs: the entries, the journal index and the job queue. */
export type EntryWriteServices = JournalEntryRepository | ChunkIndex | JobQueue;

/**
 * Indexes the words of an entry just saved, at once and without vectors, so
 * a search right after the save finds what was written (and no longer the
 * text it replaced); the pipeline adds the vectors and the mood reading in
 * the background. Should the pipeline have read this same text between the
 * save and this write (its vectors now replaced by these chunks), the entry
 * is marked pending and the job queued again, so its vectors come back.
 * A failure here fails nothing: the entry is stored and its job queued, and
 * the pipeline indexes it as it would have before; answering the save with
 * an error would have it sent again, and a new entry written twice.
 */
const indexWords = (userId: UserId, entry: JournalEntry): Effect.Effect<void, never, EntryWriteServices> =>
  Effect.gen(function* () {
    const entries = yield* JournalEntryRepository;
    yield* ChunkIndex.use((index) => index.replace(userId, "journal", entry.id, journalChunks(entry)));
    const now = yield* entries.get(userId, entry.id);
    if (now.processingStatus === "pending" || now.contentHash !== entry.contentHash) return;
    yield* entries.setProcessing(userId, entry.id, { status: "pending", attempts: 0, error: null });
    yield* enqueueJournalProcessing(userId, 0);
  }).pipe(Effect.catch((error: StorageError) => Effect.logWarning("journal entry saved; its words wait for the pipeline to be indexed", { entryId: entry.id, error: error._tag })));

/**
 * Saves an entry the person wrote ("manual"). The user's `journal.process`
 * job is queued first (merged with one already queued), so a saved entry is
 * never left pending without a job, even if the process dies in between.
 * The entry's text is validated by the repository (`InvalidInput`,
 * `PayloadTooLarge`) and nothing is written when it is refused. Once saved,
 * its words are searchable at once (`indexWords`).
 */
export const createJournalEntry = (userId: UserId, input: WrittenEntry): Effect.Effect<JournalEntry, StorageError, EntryWriteServices> =>
  Effect.gen(function* () {
    yield* enqueueJournalProcessing(userId);
    const entry = yield* JournalEntryRepository.use((entries) =>
      entries.create(userId, { ...(input.id !== undefined ? { id: input.id } : {}), date: input.date, title: input.title ?? null, content: input.content, contentHash: contentHash(input.content), source: "manual" }),
    );
    yield* indexWords(userId, entry);
    return entry;
  });

/**
 * Changes any of an entry's date, title and text. A text change queues the
 * pipeline first (the entry is looked up before, so an unknown id queues
 * nothing and fails with `NotFound`). An imported or sample entry edited
 * here becomes "manual" (its source ref stays), so a re-import of its file
 * keeps the edit and removing the sample journal keeps it. A new text (or
 * date) is searchable at once (`indexWords`).
 */
export const updateJournalEntry = (
  userId: UserId,
  id: EntryId,
  change: Partial<WrittenEntry>,
): Effect.Effect<JournalEntry, StorageError, EntryWriteServices> =>
  Effect.gen(function* () {
    const entries = yield* JournalEntryRepository;
    const patch: JournalEntryPatch = {
      ...(change.date !== undefined ? { date: change.date } : {}),
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.content !== undefined ? { content: change.content, contentHash: contentHash(change.content) } : {}),
    };
    const current = yield* entries.get(userId, id);
    if (change.content !== undefined) yield* enqueueJournalProcessing(userId);
    const updated = yield* entries.update(userId, id, current.source !== "manual" && Object.keys(patch).length > 0 ? { ...patch, source: "manual" } : patch);
    if (updated.content !== current.content || updated.date !== current.date) yield* indexWords(userId, updated);
    return updated;
  });

/** The entry a day's new text is added to: the latest one written that day, or none. */
export const entryOfDay = (userId: UserId, date: LocalDate): Effect.Effect<JournalEntry | null, StorageError, JournalEntryRepository> =>
  JournalEntryRepository.use((entries) => Effect.map(entries.listByDate(userId, date), (written) => written.at(-1) ?? null));

/** Paragraphs of a text, each trimmed, blank ones left out. */
const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");

/** What `addToJournalDay` did: the entry that holds the text now, and how. */
export interface DayAddition {
  readonly entry: JournalEntry;
  readonly outcome: "created" | "appended" | "unchanged";
}

/**
 * Adds text to the person's journal on `date`: a new entry when nothing is
 * written that day; else a new paragraph at the end of the day's latest
 * entry, its text kept as it was before it. Text the entry already holds as
 * whole paragraphs (the same words saved twice) is left alone; empty text
 * is `InvalidInput`. Goes through
 * `createJournalEntry` / `updateJournalEntry`, as the Journal page's New entry and Edit do.
 * A new entry takes `newEntryId` when given, so two writers of the same text
 * racing on an empty day create it once: the second fails with `Conflict`
 * (the id is taken), or, arriving after, finds the text already there.
 */
export const addToJournalDay = (
  userId: UserId,
  date: LocalDate,
  text: string,
  newEntryId?: EntryId,
): Effect.Effect<DayAddition, StorageError, EntryWriteServices> =>
  Effect.gen(function* () {
    const added = text.trim();
    if (added === "") return yield* Effect.fail(new InvalidInput({ message: "The text to add to the journal is empty", field: "content" }));
    const existing = yield* entryOfDay(userId, date);
    if (existing === null) return { entry: yield* createJournalEntry(userId, { ...(newEntryId !== undefined ? { id: newEntryId } : {}), date, content: added }), outcome: "created" as const };
    const joined = (paragraphs: ReadonlyArray<string>) => `\u0000${paragraphs.join("\u0000")}\u0000`;
    if (joined(paragraphsOf(existing.content)).includes(joined(paragraphsOf(added)))) return { entry: existing, outcome: "unchanged" as const };
    const content = `${existing.content.trimEnd()}\n\n${added}`;
    return { entry: yield* updateJournalEntry(userId, existing.id, { content }), outcome: "appended" as const };
  });
