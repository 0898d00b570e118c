import { Schema } from "effect";
import { V7Generator } from "uuidv7";

/**
 * Branded, time-ordered identifiers (UUIDv7). A malformed id fails to decode
 * with a schema error, which adapters turn into `InvalidInput`.
 */
const Uuid = Schema.String.pipe(Schema.check(Schema.isUUID()));

export const UserId = Uuid.pipe(Schema.brand("UserId"));
export type UserId = typeof UserId.Type;
export const ApiTokenId = Uuid.pipe(Schema.brand("ApiTokenId"));
export type ApiTokenId = typeof ApiTokenId.Type;
export const ThreadId = Uuid.pipe(Schema.brand("ThreadId"));
export type ThreadId = typeof ThreadId.Type;
export const MessageId = Uuid.pipe(Schema.brand("MessageId"));
export type MessageId = typeof MessageId.Type;
export const RunId = Uuid.pipe(Schema.brand("RunId"));
export type RunId = typeof RunId.Type;
export const EntryId = Uuid.pipe(Schema.brand("EntryId"));
export type EntryId = typeof EntryId.Type;
export const ChunkId = Uuid.pipe(Schema.brand("ChunkId"));
export type ChunkId = typeof ChunkId.Type;
export const DocumentId = Uuid.pipe(Schema.brand("DocumentId"));
export type DocumentId = typeof DocumentId.Type;
export const MemoryId = Uuid.pipe(Schema.brand("MemoryId"));
export type MemoryId = typeof MemoryId.Type;
export const EntityId = Uuid.pipe(Schema.brand("EntityId"));
export type EntityId = typeof EntityId.Type;
export const MemorySummaryId = Uuid.pipe(Schema.brand("MemorySummaryId"));
export type MemorySummaryId = typeof MemorySummaryId.Type;
export const ReminderId = Uuid.pipe(Schema.brand("ReminderId"));
export type ReminderId = typeof ReminderId.Type;

/**
 * Random words for ids from the system's CSPRNG, drawn 4 KiB at a time: the
 * library's default draws 32 bytes per call, and each id takes one to four
 * words, so a burst of requests went through WebCrypto for about every other id.
 */
class PooledRandom {
  private readonly words = new Uint32Array(1024);
  private next = this.words.length;

  nextUint32(): number {
    if (this.next === this.words.length) {
      crypto.getRandomValues(this.words);
      this.next = 0;
    }
    return this.words[this.next++]!;
  }
}

const generator = new V7Generator(new PooledRandom());

/** A fresh UUIDv7 string: lexical order follows creation time. */
export const makeUuidV7 = (): string => generator.generate().toString();

/**
 * Casts a trusted, freshly generated UUID to a branded id. Use only with values
 * that come from an `IdGenerator`; decode untrusted input with the schema.
 */
export const unsafeId = <A>(_schema: Schema.Schema<A>, value: string): A => value as A;
