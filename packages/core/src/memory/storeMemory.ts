import { Effect } from "effect";
import type { InvalidInput, MissingApiKey, ProviderError, RateLimited, StorageError, Timeout } from "../common/errors.js";
import type { MemoryId, UserId } from "../common/ids.js";
import { toLocalDate } from "../common/time.js";
import { estimateTokens } from "../common/tokens.js";
import { Embedder } from "../ai/Embedder.js";
import { ChunkIndex } from "../search/ChunkIndex.js";
import type { Memory, NewMemory } from "./memory.js";
import { MemoryRepository } from "./MemoryRepository.js";
import { planMemoryWrite } from "./planMemoryWrite.js";
import { canonicalPredicate } from "./predicates.js";
import { secretError, secretIn } from "./secrets.js";

/** What storing one memory did. */
export interface StoredMemory {
  /** "created": a new row; "merged": a stored repeat took what the new one added; "skipped": an exact repeat, nothing written. */
  readonly kind: "created" | "merged" | "skipped";
  /** The memory as stored (the new one, or the repeat it joined). */
  readonly memory: Memory;
  /** Older memories it closed (contradicted facts), now historical. */
  readonly closed: ReadonlyArray<MemoryId>;
}

type MemoryWriteError = StorageError | ProviderError | RateLimited | Timeout | MissingApiKey;

/** How many stored memories a new one is compared with, per way of finding them. */
const relatedLimit = 50;

/**
 * The stored memories a new one may repeat or contradict: those naming the
 * same entities or the same triple subject, those sharing its words, and
 * the newest, current and historical alike, each once.
 */
export const relatedMemories = (userId: UserId, incoming: NewMemory): Effect.Effect<ReadonlyArray<Memory>, StorageError, MemoryRepository | ChunkIndex> =>
  Effect.gen(function* () {
    const repository = yield* MemoryRepository;
    const index = yield* ChunkIndex;
    const found = new Map<string, Memory>();
    const add = (memories: ReadonlyArray<Memory>) => {
      for (const memory of memories) if (!found.has(memory.id)) found.set(memory.id, memory);
    };
    const names = new Set([...(incoming.entities ?? []), ...(incoming.triple ? [incoming.triple.subject] : [])]);
    for (const name of names) {
      if (name.trim() === "" || name === "user") continue;
      add((yield* repository.list(userId, { entity: name, limit: relatedLimit })).items);
    }
    add((yield* repository.list(userId, { limit: relatedLimit })).items);
    const hits = yield* index.searchKeyword(userId, { source: "memory", query: incoming.content.slice(0, 2000), k: 20 });
    for (const hit of hits) {
      if (found.has(hit.chunk.sourceId)) continue;
      const memory = yield* repository.get(userId, hit.chunk.sourceId as MemoryId).pipe(Effect.catchTag("NotFound", () => Effect.succeed(null)));
      if (memory !== null) found.set(memory.id, memory);
    }
    return [...found.values()];
  });

/**
 * Makes a memory searchable: one chunk of its content, dated by when it
 * happened (or was told) in `timeZone`, embedded when the embedder can. When
 * the memory index holds another embedding model's vectors (the embedder or
 * its version changed), every memory is indexed again with the current one
 * (`reindexMemories`); should the index still refuse, the chunk is kept for
 * keyword search only.
 */
export const indexMemory = (userId: UserId, memory: Memory, timeZone: string): Effect.Effect<void, MemoryWriteError, ChunkIndex | Embedder | MemoryRepository> =>
  Effect.gen(function* () {
    const index = yield* ChunkIndex;
    yield* indexOne(userId, memory, timeZone).pipe(
      Effect.catchTag("Conflict", () =>
        reindexMemories(userId, timeZone).pipe(
          Effect.andThen(indexOne(userId, memory, timeZone)),
          Effect.catchTag("Conflict", () => index.replace(userId, "memory", memory.id, [memoryChunk(memory, timeZone)])),
        ),
      ),
    );
  });

/**
 * When the user's memory index holds vectors of a model other than the
 * embedder's, clears it and indexes every memory (current, historical and
 * archived) with the current model. Returns how many memories were indexed:
 * 0 when the index was already on this model or empty.
 */
export const reindexMemories = (userId: UserId, timeZone: string): Effect.Effect<number, MemoryWriteError, ChunkIndex | Embedder | MemoryRepository> =>
  Effect.gen(function* () {
    const index = yield* ChunkIndex;
    const embedder = yield* Embedder;
    const { embeddingModel } = yield* index.stats(userId, "memory");
    if (embeddingModel === null || embeddingModel === embedder.info.model) return 0;
    yield* index.clear(userId, "memory");
    const memories = yield* MemoryRepository;
    let count = 0;
    let cursor: string | undefined;
    do {
      const page = yield* memories.list(userId, { includeArchived: true, limit: 100, cursor });
      for (const memory of page.items) {
        yield* indexOne(userId, memory, timeZone).pipe(
          Effect.catchTag("Conflict", () => index.replace(userId, "memory", memory.id, [memoryChunk(memory, timeZone)])),
        );
        count++;
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return count;
  });

const memoryChunk = (memory: Memory, timeZone: string) => ({
  ordinal: 0,
  text: memory.content,
  startOffset: 0,
  endOffset: memory.content.length,
  date: toLocalDate(memory.occurredAt ?? memory.createdAt, timeZone),
  tokenCount: estimateTokens(memory.content),
});

/** The memory's one chunk, embedded with the current model. */
const indexOne = (userId: UserId, memory: Memory, timeZone: string) =>
  Effect.gen(function* () {
    const index = yield* ChunkIndex;
    const embedder = yield* Embedder;
    const text = memory.content;
    const [embedding] = yield* embedder.embed([text]);
    const chunk = memoryChunk(memory, timeZone);
    yield* index.replace(userId, "memory", memory.id, [{ ...chunk, embedding: embedding === undefined ? null : { model: embedder.info.model, vector: embedding } }]);
  });

/** The memory with its triple's predicate as `canonicalPredicate` keys it, whoever wrote it (the offline rules, a model, a tool). */
const withCanonicalTriple = (incoming: NewMemory): NewMemory =>
  incoming.triple == null || canonicalPredicate(incoming.triple.predicate) === incoming.triple.predicate
    ? incoming
    : { ...incoming, triple: { ...incoming.triple, predicate: canonicalPredicate(incoming.triple.predicate) } };

/**
 * Stores one memory the way `planMemoryWrite` decides: an exact repeat is
 * not stored again, a near repeat is merged into the stored one (closing
 * what the triple it brings contradicts), and a new
 * fact closes the facts it contradicts in the same transaction (their
 * `validTo` set, never deleted). New and merged memories are (re)indexed.
 * A preference's triple is stored under its `canonicalPredicate`.
 * A memory whose content or summary gives away a secret (`secretIn`: a
 * password, PIN or card number) is never stored: `InvalidInput`.
 */
export const storeMemory = (
  userId: UserId,
  incoming: NewMemory,
  options: { readonly now: Date; readonly timeZone: string },
): Effect.Effect<StoredMemory, MemoryWriteError | InvalidInput, MemoryRepository | ChunkIndex | Embedder> =>
  Effect.gen(function* () {
    if (secretIn(incoming.content) !== null || secretIn(incoming.summary ?? "") !== null) return yield* Effect.fail(secretError());
    const repository = yield* MemoryRepository;
    const told = withCanonicalTriple(incoming);
    const plan = planMemoryWrite(told, yield* relatedMemories(userId, told), { now: options.now });
    if (plan.kind === "skip") return { kind: "skipped", memory: plan.duplicate, closed: [] };
    if (plan.kind === "merge") {
      const merged = yield* repository.update(userId, plan.into.id, plan.patch);
      for (const item of plan.close) yield* repository.update(userId, item.memory.id, { validTo: item.validTo, supersededBy: merged.id });
      if (plan.patch.content !== undefined || plan.patch.occurredAt !== undefined) yield* indexMemory(userId, merged, options.timeZone);
      return { kind: "merged", memory: merged, closed: plan.close.map((item) => item.memory.id) };
    }
    const created = yield* repository.create(
      userId,
      plan.memory,
      plan.close.map((item) => ({ id: item.memory.id, validTo: item.validTo })),
    );
    yield* indexMemory(userId, created, options.timeZone);
    return { kind: "created", memory: created, closed: plan.close.map((item) => item.memory.id) };
  });
