import { createHash } from "node:crypto";
import type { ChunkWithoutVector, UserId } from "@lifeos/core";
import { ChunkIndex, DocumentRepository, Embedder, JournalEntryRepository, localDate, MemoryRepository, UserRepository } from "@lifeos/core";
import { JournalPipeline } from "@lifeos/agent";
import { Effect } from "effect";
import type { Corpus, CorpusItem } from "./corpus.js";

/** A loaded corpus: its user, and the corpus item each search hit stands for. */
export interface LoadedCorpus {
  readonly userId: UserId;
  readonly source: "journal" | "memory" | "document";
  readonly itemOf: (chunk: ChunkWithoutVector) => string | undefined;
  /** The corpus item of a journal entry id (search_journal's results). */
  readonly itemOfEntry: (entryId: string) => string | undefined;
}

const hash = (text: string) => createHash("sha256").update(text).digest("hex");

/** Each item a journal entry (undated items on the corpus's "now"), indexed by the journal pipeline. */
const asJournal = (userId: UserId, corpus: Corpus) =>
  Effect.gen(function* () {
    const entries = yield* JournalEntryRepository;
    const byEntry = new Map<string, string>();
    for (const item of corpus.items) {
      const entry = yield* entries.create(userId, { date: localDate(item.date ?? corpus.now), content: item.text, contentHash: hash(item.text) });
      byEntry.set(entry.id, item.id);
    }
    yield* (yield* JournalPipeline).processPending(userId);
    return {
      userId,
      source: "journal" as const,
      itemOf: (chunk: ChunkWithoutVector) => byEntry.get(chunk.sourceId),
      itemOfEntry: (entryId: string) => byEntry.get(entryId),
    };
  });

/** Embeds the items' texts and indexes one chunk per item under `sourceIds`, 64 sources a batch. */
const indexItems = (userId: UserId, source: "memory" | "document", groups: ReadonlyArray<{ sourceId: string; items: ReadonlyArray<CorpusItem> }>) =>
  Effect.gen(function* () {
    const embedder = yield* Embedder;
    const index = yield* ChunkIndex;
    for (let start = 0; start < groups.length; start += 64) {
      const batch = groups.slice(start, start + 64);
      const texts = batch.flatMap((group) => group.items.map((item) => item.text));
      const vectors = yield* embedder.embed(texts);
      let offset = 0;
      yield* index.replaceMany(
        userId,
        source,
        batch.map((group) => ({
          sourceId: group.sourceId,
          chunks: group.items.map((item, ordinal) => ({
            ordinal,
            text: item.text,
            startOffset: 0,
            endOffset: item.text.length,
            date: item.date === null ? null : localDate(item.date),
            pageStart: item.document ? item.document.section + 1 : null,
            pageEnd: item.document ? item.document.section + 1 : null,
            tokenCount: item.text.split(/\s+/).length,
            embedding: { model: embedder.info.model, vector: vectors[offset++]! },
          })),
        })),
      );
    }
  });

/** Each item a memory with one chunk. */
const asMemories = (userId: UserId, corpus: Corpus) =>
  Effect.gen(function* () {
    const memories = yield* MemoryRepository;
    const groups: Array<{ sourceId: string; items: ReadonlyArray<CorpusItem> }> = [];
    for (const item of corpus.items) {
      const memory = yield* memories.create(userId, { content: item.text, type: "event", context: "personal", importance: 5 });
      groups.push({ sourceId: memory.id, items: [item] });
    }
    yield* indexItems(userId, "memory", groups);
    const byMemory = new Map(groups.map((group) => [group.sourceId, group.items[0]!.id]));
    return { userId, source: "memory" as const, itemOf: (chunk: ChunkWithoutVector) => byMemory.get(chunk.sourceId), itemOfEntry: () => undefined };
  });

/** Each document a document, each of its sections one chunk. */
const asDocuments = (userId: UserId, corpus: Corpus) =>
  Effect.gen(function* () {
    const documents = yield* DocumentRepository;
    const byDocument = new Map<string, CorpusItem[]>();
    for (const item of corpus.items) byDocument.set(item.document!.id, [...(byDocument.get(item.document!.id) ?? []), item]);
    const groups: Array<{ sourceId: string; items: ReadonlyArray<CorpusItem> }> = [];
    for (const [name, items] of byDocument) {
      const text = items.map((item) => item.text).join("\n\n");
      const document = yield* documents.create(userId, {
        title: items[0]!.document!.title,
        fileName: `${name}.md`,
        mimeType: "text/markdown",
        byteSize: Buffer.byteLength(text),
        contentHash: hash(text),
      });
      groups.push({ sourceId: document.id, items });
    }
    yield* indexItems(userId, "document", groups);
    const itemOf = (chunk: ChunkWithoutVector) => groups.find((group) => group.sourceId === chunk.sourceId)?.items[chunk.ordinal]?.id;
    return { userId, source: "document" as const, itemOf, itemOfEntry: () => undefined };
  });

/**
 * Loads the corpus for a new user through the real ports: journal entries
 * through the journal pipeline; conversation turns as memories and document
 * sections as document chunks, embedded and indexed. With `asJournal` every
 * corpus is loaded as journal entries (so `search_journal` can search it).
 */
export const loadCorpus = (corpus: Corpus, options: { readonly asJournal: boolean }) =>
  Effect.gen(function* () {
    const user = yield* (yield* UserRepository).create({ name: `Bench ${corpus.name}`, timeZone: "UTC" });
    if (options.asJournal || corpus.source === "journal") return yield* asJournal(user.id, corpus);
    return corpus.source === "memory" ? yield* asMemories(user.id, corpus) : yield* asDocuments(user.id, corpus);
  });
