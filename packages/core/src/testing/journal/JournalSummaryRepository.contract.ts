import type { Effect } from "effect";
import { Option } from "effect";
import { describe, expect, it } from "vitest";
import type { UserId } from "../../common/ids.js";
import type { JournalSummary as JournalSummaryType } from "../../journal/summary.js";
import { JournalSummary } from "../../journal/summary.js";
import { JournalSummaryRepository } from "../../journal/JournalSummaryRepository.js";
import { unicodeText } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";

const summaries = <A, E>(f: (repository: JournalSummaryRepository["Service"]) => Effect.Effect<A, E>) => JournalSummaryRepository.use(f);

const summaryOf = (userId: UserId, kind: "month" | "year", period: string): JournalSummaryType => ({
  userId,
  kind,
  period,
  narrative: `${unicodeText} — ${period}`,
  positiveDrivers: ["praia", "amigos"],
  negativeDrivers: ["trabalho"],
  topEvents: ["mudança de casa"],
  happinessAverage: 61.25,
  happinessInterval: { low: 55.5, high: 67 },
  entryCount: 12,
  method: "lexicon",
  sourceHash: "abc123",
  generatedAt: new Date("2025-01-31T23:59:59.999Z"),
});

export const journalSummaryRepositoryContract = (harness: StorageHarness): void => {
  describe("JournalSummaryRepository", () => {
    const { run, fails } = harness;

    it("upserts, reads, lists by period within inclusive bounds, and deletes", async () => {
      const user = await harness.newUser();
      for (const period of ["2024-03", "2024-01", "2024-02", "2023-12"]) {
        await run(summaries((repository) => repository.upsert(user, summaryOf(user, "month", period))));
      }
      await run(summaries((repository) => repository.upsert(user, { ...summaryOf(user, "year", "2024"), happinessAverage: null, happinessInterval: null })));
      const read = Option.getOrThrow(await run(summaries((repository) => repository.get(user, "month", "2024-02"))));
      expect(assertDecodes(JournalSummary, read)).toEqual(summaryOf(user, "month", "2024-02"));
      const replaced = { ...summaryOf(user, "month", "2024-02"), narrative: "Revisto", entryCount: 3 };
      await run(summaries((repository) => repository.upsert(user, replaced)));
      expect(Option.getOrThrow(await run(summaries((repository) => repository.get(user, "month", "2024-02"))))).toEqual(replaced);
      const months = await run(summaries((repository) => repository.list(user, "month")));
      expect(months.map((summary) => summary.period)).toEqual(["2023-12", "2024-01", "2024-02", "2024-03"]);
      const ranged = await run(summaries((repository) => repository.list(user, "month", { from: "2024-01", to: "2024-02" })));
      expect(ranged.map((summary) => summary.period)).toEqual(["2024-01", "2024-02"]);
      const years = await run(summaries((repository) => repository.list(user, "year")));
      expect(years).toEqual([{ ...summaryOf(user, "year", "2024"), happinessAverage: null, happinessInterval: null }]);
      await run(summaries((repository) => repository.delete(user, "month", "2024-01")));
      expect(Option.isNone(await run(summaries((repository) => repository.get(user, "month", "2024-01"))))).toBe(true);
      await fails(summaries((repository) => repository.delete(user, "month", "2024-01")), "NotFound", "NOT_FOUND");
    });

    it("rejects bad input with typed errors", async () => {
      const user = await harness.newUser();
      const other = await harness.newUser();
      await fails(summaries((repository) => repository.upsert(user, summaryOf(user, "month", "2024"))), "InvalidInput", "INVALID_INPUT");
      await fails(summaries((repository) => repository.upsert(user, summaryOf(user, "year", "2024-01"))), "InvalidInput", "INVALID_INPUT");
      await fails(summaries((repository) => repository.upsert(user, summaryOf(user, "month", "2024-13"))), "InvalidInput", "INVALID_INPUT");
      await fails(summaries((repository) => repository.upsert(user, summaryOf(user, "week" as never, "2024-01"))), "InvalidInput", "INVALID_INPUT");
      await fails(summaries((repository) => repository.upsert(user, summaryOf(other, "month", "2024-01"))), "InvalidInput", "INVALID_INPUT");
      await fails(summaries((repository) => repository.get(user, "decade" as never, "2020")), "InvalidInput", "INVALID_INPUT");
      expect(await run(summaries((repository) => repository.list(user, "month")))).toEqual([]);
    });

    it("never lets another user read, list or delete a summary", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const mine = summaryOf(owner, "month", "2024-05");
      await run(summaries((repository) => repository.upsert(owner, mine)));
      expect(Option.isNone(await run(summaries((repository) => repository.get(stranger, "month", "2024-05"))))).toBe(true);
      expect(await run(summaries((repository) => repository.list(stranger, "month")))).toEqual([]);
      await fails(summaries((repository) => repository.delete(stranger, "month", "2024-05")), "NotFound", "NOT_FOUND");
      await run(summaries((repository) => repository.upsert(stranger, { ...summaryOf(stranger, "month", "2024-05"), narrative: "theirs" })));
      expect(Option.getOrThrow(await run(summaries((repository) => repository.get(owner, "month", "2024-05"))))).toEqual(mine);
    });
  });
};
