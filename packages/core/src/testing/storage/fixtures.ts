import { createHash } from "node:crypto";
import type { MessagePart, NewMessage } from "../../chat/message.js";
import type { NewThread } from "../../chat/thread.js";
import type { MessageId, RunId, ThreadId } from "../../common/ids.js";
import { makeUuidV7 } from "../../common/ids.js";
import type { NewJournalEntry } from "../../journal/entry.js";
import type { NewChunk } from "../../search/chunk.js";
import type { NewDocument } from "../../knowledge/document.js";
import type { NewMemory } from "../../memory/memory.js";
import { localDate } from "../../common/time.js";

/** Text that exercises Unicode storage: Portuguese accents, emoji (astral code points), CJK, RTL. */
export const unicodeText = "Coração em Lisboa: não há pão, açúcar ou café. 🌧️👩🏽‍💻🎉 日本語のテキスト 中文 한국어 مرحبا";

/** A fresh UUIDv7 string, valid for any id schema. */
export const freshId = <A>(): A => makeUuidV7() as A;

/** An id with the right shape that no row has. */
export const unknownId = <A>(): A => freshId<A>();

/** A string that is not an id. */
export const malformedId = <A>(): A => "not-a-uuid" as A;

/** Cursors that no adapter may accept: garbage, non-JSON, a JSON object. */
export const malformedCursors: ReadonlyArray<string> = [
  "%%%not a cursor%%%",
  Buffer.from("not json", "utf8").toString("base64url"),
  Buffer.from('{"a":1}', "utf8").toString("base64url"),
];

export const sha256 = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");

export const day = localDate;

export const newThread = (overrides: Partial<NewThread> = {}): NewThread => ({
  title: "A conversation",
  config: { model: "offline", tools: ["search_journal"] },
  ...overrides,
});

export const textPart = (text: string): MessagePart => ({ type: "text", text });

export const newMessage = (threadId: ThreadId, overrides: Partial<NewMessage> = {}): NewMessage => ({
  id: freshId<MessageId>(),
  threadId,
  runId: null,
  role: "user",
  content: { schemaVersion: 1, parts: [textPart("Hello")] },
  status: "complete",
  usage: null,
  createdAt: new Date("2025-02-01T10:00:00.000Z"),
  ...overrides,
});

export const newRunInput = (threadId: ThreadId, startedAt: Date) => ({
  id: freshId<RunId>(),
  threadId,
  messageId: freshId<MessageId>(),
  model: "offline",
  startedAt,
});

export const newEntry = (date: string, content: string, overrides: Partial<NewJournalEntry> = {}): NewJournalEntry => ({
  date: day(date),
  content,
  contentHash: sha256(content),
  ...overrides,
});

export const newDocument = (overrides: Partial<NewDocument> = {}): NewDocument => ({
  title: "Manual",
  fileName: "manual.pdf",
  mimeType: "application/pdf",
  byteSize: 1234,
  pageCount: 3,
  contentHash: sha256("manual"),
  ...overrides,
});

export const newMemory = (content: string, overrides: Partial<NewMemory> = {}): NewMemory => ({
  content,
  type: "fact",
  context: "personal",
  importance: 5,
  ...overrides,
});

/** A chunk covering `text` at `ordinal`, optionally embedded. */
export const newChunk = (
  ordinal: number,
  text: string,
  overrides: Partial<NewChunk> = {},
): NewChunk => ({
  ordinal,
  text,
  startOffset: ordinal * 1000,
  endOffset: ordinal * 1000 + text.length,
  tokenCount: Math.ceil(text.length / 4),
  ...overrides,
});

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same vectors everywhere. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A random vector with components in [-1, 1), rounded to float32 so every backend stores it exactly. */
export const randomVector = (random: () => number, dimensions: number): number[] =>
  Array.from({ length: dimensions }, () => Math.fround(random() * 2 - 1));
