import type { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { MemoryId } from "../../common/ids.js";
import type { LocalDate } from "../../common/time.js";
import { MemorySummary } from "../../memory/memorySummary.js";
import { MemorySummaryRepository } from "../../memory/MemorySummaryRepository.js";
import { ChunkIndex } from "../../search/ChunkIndex.js";
import { freshId, malformedId, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";

const summaries = <A, E>(f: (repository: MemorySummaryRepository["Service"]) => Effect.Effect<A, E>) => MemorySummaryRepository.use(f);

const input = (content: string) => ({
  context: "work" as const,
  content,
  memoryIds: [freshId<MemoryId>(), freshId<MemoryId>()],
  periodStart: new Date("2024-01-01T00:00:00.000Z"),
  periodEnd: new Date("2024-03-31T23:59:59.999Z"),
});

export const memorySummaryRepositoryContract = (harness: StorageHarness): void => {
  describe("MemorySummaryRepository", () => {
    const { run, fails } = harness;

    it("creates, lists newest first at most `limit`, and deletes", async () => {
      const user = await harness.newUser();
      const first = await run(summaries((repository) => repository.create(user, input("primeiro"))));
      assertDecodes(MemorySummary, first);
      expect(first).toMatchObject({ ...input("primeiro"), memoryIds: first.memoryIds, userId: user });
      const second = await run(summaries((repository) => repository.create(user, input("segundo"))));
      expect((await run(summaries((repository) => repository.list(user)))).map((summary) => summary.id)).toEqual([second.id, first.id]);
      expect(await run(summaries((repository) => repository.list(user, 1)))).toEqual([second]);
      await run(summaries((repository) => repository.delete(user, first.id)));
      expect(await run(summaries((repository) => repository.list(user)))).toEqual([second]);
    });

    it("gets the user's summaries by id, and deletes a summary with its chunks", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const first = await run(summaries((repository) => repository.create(owner, input("Week of 2024-01-01:\n- I bought a bike"))));
      const second = await run(summaries((repository) => repository.create(owner, input("Week of 2024-01-08:\n- I sold the car"))));
      const found = await run(summaries((repository) => repository.getMany(owner, [second.id, first.id, second.id, unknownId()])));
      expect([...found].sort((left, right) => (left.id < right.id ? -1 : 1))).toEqual([first, second].sort((left, right) => (left.id < right.id ? -1 : 1)));
      expect(await run(summaries((repository) => repository.getMany(stranger, [first.id])))).toEqual([]);
      expect(await run(summaries((repository) => repository.getMany(owner, [])))).toEqual([]);
      const chunk = { ordinal: 0, text: "I bought a bike", startOffset: 21, endOffset: 36, date: "2024-01-01" as LocalDate, tokenCount: 4 };
      await fails(ChunkIndex.use((index) => index.replace(stranger, "memorySummary", first.id, [chunk])), "NotFound", "NOT_FOUND");
      await run(ChunkIndex.use((index) => index.replace(owner, "memorySummary", first.id, [chunk])));
      expect(await run(ChunkIndex.use((index) => index.listBySource(owner, "memorySummary", first.id)))).toHaveLength(1);
      await run(summaries((repository) => repository.delete(owner, first.id)));
      expect(await run(ChunkIndex.use((index) => index.listBySource(owner, "memorySummary", first.id)))).toEqual([]);
    });

    it("rejects bad input and never lets another user list or delete a summary", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const mine = await run(summaries((repository) => repository.create(owner, input("meu"))));
      await fails(summaries((repository) => repository.create(owner, input(""))), "InvalidInput", "INVALID_INPUT");
      await fails(summaries((repository) => repository.create(owner, { ...input("x"), context: "school" as never })), "InvalidInput", "INVALID_INPUT");
      await fails(summaries((repository) => repository.delete(owner, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(summaries((repository) => repository.delete(owner, unknownId())), "NotFound", "NOT_FOUND");
      await fails(summaries((repository) => repository.delete(stranger, mine.id)), "NotFound", "NOT_FOUND");
      expect(await run(summaries((repository) => repository.list(stranger)))).toEqual([]);
      expect(await run(summaries((repository) => repository.list(owner)))).toEqual([mine]);
    });
  });
};
