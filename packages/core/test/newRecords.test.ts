import { describe, expect, it } from "vitest";
import type { ChunkId, EntryId, UserId } from "../src/index.js";
import { localDate, newChunkRecord, newJournalEntryRecord } from "../src/index.js";

const userId = "0190f0a0-0000-7000-8000-000000000001" as UserId;
const now = new Date("2025-01-02T03:04:05.678Z");

describe("new records", () => {
  it("builds a new journal entry with the store's id, pending processing and one time for created and updated", () => {
    const entry = newJournalEntryRecord({ date: localDate("2024-03-05"), content: "Texto", contentHash: "h" }, { id: "0190f0a0-0000-7000-8000-000000000002", userId, now });
    expect(entry).toEqual({
      id: "0190f0a0-0000-7000-8000-000000000002", userId, date: "2024-03-05", title: null, content: "Texto", contentHash: "h",
      source: "manual", sourceRef: null, processingStatus: "pending", processingAttempts: 0, processingError: null, processedHash: null,
      createdAt: now, updatedAt: now,
    });
    const chosen = "0190f0a0-0000-7000-8000-000000000003" as EntryId;
    expect(newJournalEntryRecord({ id: chosen, date: localDate("2024-03-05"), content: "x", contentHash: "h", title: "T", source: "import", sourceRef: "a.md" }, { id: "unused", userId, now }))
      .toMatchObject({ id: chosen, title: "T", source: "import", sourceRef: "a.md" });
  });

  it("builds a new chunk with nulls for what was not given and a vector it does not share with the caller", () => {
    const vector = [0.5, -0.25];
    const context = { id: "0190f0a0-0000-7000-8000-000000000004", userId, source: "journal" as const, sourceId: "entry", now };
    const chunk = newChunkRecord({ ordinal: 0, text: "Olá", startOffset: 0, endOffset: 3, tokenCount: 2, embedding: { model: "m", vector } }, context);
    expect(chunk).toEqual({
      id: "0190f0a0-0000-7000-8000-000000000004", userId, source: "journal", sourceId: "entry", ordinal: 0, text: "Olá", startOffset: 0, endOffset: 3,
      date: null, pageStart: null, pageEnd: null, heading: null, tokenCount: 2, embedding: { model: "m", vector: [0.5, -0.25] }, createdAt: now,
    });
    vector[0] = 9;
    expect(chunk.embedding?.vector[0]).toBe(0.5);
    const chosen = "0190f0a0-0000-7000-8000-000000000005" as ChunkId;
    expect(newChunkRecord({ id: chosen, ordinal: 1, text: "p", startOffset: 0, endOffset: 1, tokenCount: 1, date: localDate("2024-01-01"), pageStart: 2, pageEnd: 3, heading: "Pets" }, context))
      .toMatchObject({ id: chosen, date: "2024-01-01", pageStart: 2, pageEnd: 3, heading: "Pets", embedding: null });
  });
});
