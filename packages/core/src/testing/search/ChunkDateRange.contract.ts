import { describe, expect, it } from "vitest";
import type { Chunk } from "../../search/chunk.js";
import { chunkIndex, createSource, indexSource } from "./chunkSources.js";
import { day, malformedCursors, newChunk } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { walkPages } from "../storage/pages.js";

const byDate = (a: Chunk, b: Chunk) =>
  a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : a.sourceId < b.sourceId ? -1 : a.sourceId > b.sourceId ? 1 : a.ordinal - b.ordinal;

export const chunkDateRangeContract = (harness: StorageHarness): void => {
  describe("ChunkIndex: listing by date range", () => {
    const { run, fails } = harness;

    it("lists dated chunks within inclusive bounds, by date, source id and ordinal, every page once", async () => {
      const user = await harness.newUser();
      const stranger = await harness.newUser();
      const all: Chunk[] = [];
      for (const date of ["2024-06-03", "2024-06-01", "2024-06-02", "2024-06-02", "2024-06-05"]) {
        const sourceId = await indexSource(harness, user, "journal", [2, 0, 1].map((ordinal) => newChunk(ordinal, `${date} ${ordinal}`, { date: day(date) })), date);
        all.push(...(await run(chunkIndex((index) => index.listBySource(user, "journal", sourceId)))));
      }
      const undated = await createSource(harness, user, "journal", "2024-06-02");
      await run(chunkIndex((index) => index.replace(user, "journal", undated, [newChunk(0, "sem data")])));
      await indexSource(harness, stranger, "journal", [newChunk(0, "alheio", { date: day("2024-06-02") })], "2024-06-02");
      const ascending = [...all].sort(byDate);
      const asc = await walkPages(run, (cursor) => chunkIndex((index) => index.listByDateRange(user, { source: "journal", limit: 4, cursor })));
      expect(asc.items.map((chunk) => chunk.id)).toEqual(ascending.map((chunk) => chunk.id));
      const desc = await walkPages(run, (cursor) => chunkIndex((index) => index.listByDateRange(user, { source: "journal", order: "desc", limit: 5, cursor })));
      expect(desc.items.map((chunk) => chunk.id)).toEqual([...ascending].reverse().map((chunk) => chunk.id));
      const ranged = await walkPages(run, (cursor) =>
        chunkIndex((index) => index.listByDateRange(user, { source: "journal", from: day("2024-06-02"), to: day("2024-06-03"), limit: 2, cursor })),
      );
      expect(ranged.items.map((chunk) => chunk.id)).toEqual(ascending.filter((chunk) => chunk.date! >= "2024-06-02" && chunk.date! <= "2024-06-03").map((chunk) => chunk.id));
      const first = await run(chunkIndex((index) => index.listByDateRange(user, { source: "journal" })));
      expect(first.items).toHaveLength(15);
      expect(first.nextCursor).toBeNull();
      const oneSource = await run(chunkIndex((index) => index.listByDateRange(user, { source: "journal", sourceIds: [all[0]!.sourceId] })));
      expect(oneSource.items.map((chunk) => chunk.ordinal)).toEqual([0, 1, 2]);
      expect((await run(chunkIndex((index) => index.listByDateRange(stranger, { source: "journal", to: day("2024-06-01") })))).items).toEqual([]);
      expect((await run(chunkIndex((index) => index.listByDateRange(user, { source: "document" })))).items).toEqual([]);
    });

    it("rejects malformed cursors, dates and limits", async () => {
      const user = await harness.newUser();
      for (const cursor of malformedCursors) {
        await fails(chunkIndex((index) => index.listByDateRange(user, { source: "journal", cursor })), "InvalidInput", "INVALID_INPUT");
      }
      await fails(chunkIndex((index) => index.listByDateRange(user, { source: "journal", from: "June" as never })), "InvalidInput", "INVALID_INPUT");
      await fails(chunkIndex((index) => index.listByDateRange(user, { source: "journal", limit: 1001 })), "InvalidInput", "INVALID_INPUT");
      await fails(chunkIndex((index) => index.listByDateRange(user, { source: "journal", order: "sideways" as never })), "InvalidInput", "INVALID_INPUT");
    });
  });
};
