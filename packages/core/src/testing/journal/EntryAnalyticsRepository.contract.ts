import type { Effect } from "effect";
import { Option } from "effect";
import { describe, expect, it } from "vitest";
import type { EntryId, UserId } from "../../common/ids.js";
import type { EntryAnalytics as EntryAnalyticsType } from "../../journal/analytics.js";
import { EntryAnalytics } from "../../journal/analytics.js";
import { EntryAnalyticsRepository } from "../../journal/EntryAnalyticsRepository.js";
import { JournalEntryRepository } from "../../journal/JournalEntryRepository.js";
import type { LocalDate } from "../../common/time.js";
import { day, malformedId, newEntry, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";
import { assertDecodes } from "../storage/harness.js";

const analytics = <A, E>(f: (repository: EntryAnalyticsRepository["Service"]) => Effect.Effect<A, E>) => EntryAnalyticsRepository.use(f);

export const analyticsOf = (userId: UserId, entryId: EntryId, date: LocalDate, happiness = 62.5): EntryAnalyticsType => ({
  entryId,
  userId,
  date,
  emotions: { joy: 0.7, sadness: 0.1, anxiety: 0.25, anger: 0, gratitude: 0.5, calm: 0.33 },
  happiness,
  valence: -0.125,
  arousal: 0.4,
  stress: 30,
  energy: 55.5,
  events: ["corrida na praia", "jantar com a Ana 🍝"],
  confidence: 0.9,
  method: "lexicon",
  model: null,
  analyzedAt: new Date("2025-01-02T03:04:05.678Z"),
});

export const entryAnalyticsRepositoryContract = (harness: StorageHarness): void => {
  describe("EntryAnalyticsRepository", () => {
    const { run, fails } = harness;
    const entryOf = async (user: UserId, date: string) =>
      (await run(JournalEntryRepository.use((repository) => repository.create(user, newEntry(date, `Entry ${date} ${Math.random()}`))))).id;

    it("upserts and reads an analysis with exact values and types", async () => {
      const user = await harness.newUser();
      const entryId = await entryOf(user, "2024-01-10");
      const first = analyticsOf(user, entryId, day("2024-01-10"));
      await run(analytics((repository) => repository.upsert(user, first)));
      const read = Option.getOrThrow(await run(analytics((repository) => repository.get(user, entryId))));
      expect(assertDecodes(EntryAnalytics, read)).toEqual(first);
      const second = { ...first, happiness: 10, method: "model" as const, model: "gpt-test" };
      await run(analytics((repository) => repository.upsert(user, second)));
      expect(Option.getOrThrow(await run(analytics((repository) => repository.get(user, entryId))))).toEqual(second);
      expect(Option.isNone(await run(analytics((repository) => repository.get(user, unknownId()))))).toBe(true);
    });

    it("lists analyses in an inclusive date range, by date, at most `limit`", async () => {
      const user = await harness.newUser();
      const dates = ["2024-02-03", "2024-02-01", "2024-02-05", "2024-02-02", "2024-02-04"];
      for (const date of dates) {
        const entryId = await entryOf(user, date);
        await run(analytics((repository) => repository.upsert(user, analyticsOf(user, entryId, day(date)))));
      }
      const listed = await run(analytics((repository) => repository.listByDateRange(user, day("2024-02-02"), day("2024-02-04"))));
      expect(listed.map((row) => row.date)).toEqual(["2024-02-02", "2024-02-03", "2024-02-04"]);
      expect(await run(analytics((repository) => repository.listByDateRange(user, day("2024-02-01"), day("2024-02-05"), 2)))).toHaveLength(2);
      expect(await run(analytics((repository) => repository.listByDateRange(user, day("2024-03-01"), day("2024-03-31"))))).toEqual([]);
    });

    it("rejects bad input with typed errors", async () => {
      const user = await harness.newUser();
      const other = await harness.newUser();
      const entryId = await entryOf(user, "2024-01-11");
      const valid = analyticsOf(user, entryId, day("2024-01-11"));
      await fails(analytics((repository) => repository.upsert(user, { ...valid, entryId: unknownId() })), "NotFound", "NOT_FOUND");
      await fails(analytics((repository) => repository.upsert(user, { ...valid, happiness: 101 })), "InvalidInput", "INVALID_INPUT");
      await fails(analytics((repository) => repository.upsert(user, { ...valid, valence: -2 })), "InvalidInput", "INVALID_INPUT");
      await fails(analytics((repository) => repository.upsert(user, { ...valid, method: "guess" as never })), "InvalidInput", "INVALID_INPUT");
      await fails(analytics((repository) => repository.upsert(user, { ...valid, userId: other })), "InvalidInput", "INVALID_INPUT");
      await fails(analytics((repository) => repository.get(user, malformedId())), "InvalidInput", "INVALID_INPUT");
      await fails(analytics((repository) => repository.listByDateRange(user, "2024-13-01" as never, day("2024-12-31"))), "InvalidInput", "INVALID_INPUT");
      expect(Option.isNone(await run(analytics((repository) => repository.get(user, entryId))))).toBe(true);
    });

    it("never lets another user read, list or write an entry's analysis", async () => {
      const owner = await harness.newUser();
      const stranger = await harness.newUser();
      const entryId = await entryOf(owner, "2024-04-04");
      const mine = analyticsOf(owner, entryId, day("2024-04-04"));
      await run(analytics((repository) => repository.upsert(owner, mine)));
      await fails(analytics((repository) => repository.upsert(stranger, analyticsOf(stranger, entryId, day("2024-04-04"), 1))), "NotFound", "NOT_FOUND");
      expect(Option.isNone(await run(analytics((repository) => repository.get(stranger, entryId))))).toBe(true);
      expect(await run(analytics((repository) => repository.listByDateRange(stranger, day("2024-01-01"), day("2024-12-31"))))).toEqual([]);
      expect(Option.getOrThrow(await run(analytics((repository) => repository.get(owner, entryId))))).toEqual(mine);
    });
  });
};
