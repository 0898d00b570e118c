import type { Effect } from "effect";
import type { ChunkSource, NewChunk } from "../../search/chunk.js";
import type { UserId } from "../../common/ids.js";
import { ChunkIndex } from "../../search/ChunkIndex.js";
import { DocumentRepository } from "../../knowledge/DocumentRepository.js";
import { JournalEntryRepository } from "../../journal/JournalEntryRepository.js";
import { MemoryRepository } from "../../memory/MemoryRepository.js";
import { newDocument, newEntry, newMemory } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";

export const chunkIndex = <A, E>(f: (index: ChunkIndex["Service"]) => Effect.Effect<A, E>) => ChunkIndex.use(f);

let sequence = 0;

/** Creates the object chunks hang from (an entry dated `date`, a document or a memory) and returns its id. */
export const createSource = async (
  harness: StorageHarness,
  userId: UserId,
  source: ChunkSource,
  date = "2024-01-01",
): Promise<string> => {
  const label = `source ${++sequence}`;
  if (source === "journal") {
    return (await harness.run(JournalEntryRepository.use((repository) => repository.create(userId, newEntry(date, label))))).id;
  }
  if (source === "document") {
    return (await harness.run(DocumentRepository.use((repository) => repository.create(userId, newDocument({ title: label }))))).id;
  }
  return (await harness.run(MemoryRepository.use((repository) => repository.create(userId, newMemory(label))))).id;
};

/** Creates a source and indexes `chunks` for it; returns the source id. */
export const indexSource = async (
  harness: StorageHarness,
  userId: UserId,
  source: ChunkSource,
  chunks: ReadonlyArray<NewChunk>,
  date?: string,
): Promise<string> => {
  const sourceId = await createSource(harness, userId, source, date);
  await harness.run(chunkIndex((index) => index.replace(userId, source, sourceId, chunks)));
  return sourceId;
};
