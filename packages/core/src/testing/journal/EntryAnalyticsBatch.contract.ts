import type { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { EntryId, UserId } from "../../common/ids.js";
import { EntryAnalyticsRepository } from "../../journal/EntryAnalyticsRepository.js";
import { JournalEntryRepository } from "../../journal/JournalEntryRepository.js";
import { Limits } from "../../common/validation.js";
import { analyticsOf } from "./EntryAnalyticsRepository.contract.js";
import { day, newEntry, unknownId } from "../storage/fixtures.js";
import type { StorageHarness } from "../storage/harness.js";

const analytics = <A, E>(f: (repository: EntryAnalyticsRepository["Service"]) => Effect.Effect<A, E>) => EntryAnalyticsRepository.use(f);

/** `EntryAnalyticsRepository.upsertMany`: the same rows as `upsert`, all or nothing. */
export const entryAnalyticsBatchContract = (harness: StorageHarness): void => {
  describe("EntryAnalyticsRepository batches", () => {
    const { run, fails } = harness;
    const entriesOf = async (user: UserId, dates: ReadonlyArray<string>) =>
      (await run(JournalEntryRepository.use((repository) => repository.createMany(user, dates.map((date, index) => newEntry(date, `Entry ${date} #${index}`)))))).map(
        (entry) => entry.id,
      );
    const listAll = (user: UserId) => run(analytics((repository) => repository.listByDateRange(user, day("2000-01-01"), day("2100-01-01"))));

    it("upsertMany stores what upsert stores, replaces existing analyses, and keeps the last of a repeated entry", async () => {
      const user = await harness.newUser();
      const [a, b, c] = await entriesOf(user, ["2024-07-01", "2024-07-02", "2024-07-03"]);
      await run(analytics((repository) => repository.upsert(user, analyticsOf(user, a!, day("2024-07-01"), 10))));
      await run(analytics((repository) => repository.upsertMany(user, [
        analyticsOf(user, a!, day("2024-07-01"), 20),
        analyticsOf(user, b!, day("2024-07-02"), 30),
        analyticsOf(user, b!, day("2024-07-02"), 35),
      ])));
      await run(analytics((repository) => repository.upsert(user, analyticsOf(user, c!, day("2024-07-03"), 40))));
      const stored = await listAll(user);
      expect(stored).toEqual([analyticsOf(user, a!, day("2024-07-01"), 20), analyticsOf(user, b!, day("2024-07-02"), 35), analyticsOf(user, c!, day("2024-07-03"), 40)]);
      await run(analytics((repository) => repository.upsertMany(user, [])));
      expect(await listAll(user)).toEqual(stored);
    });

    it("upsertMany changes nothing when one analysis is bad, of another user, or for an entry that is not the user's", async () => {
      const user = await harness.newUser();
      const other = await harness.newUser();
      const [a, b] = await entriesOf(user, ["2024-08-01", "2024-08-02"]);
      const [theirs] = await entriesOf(other, ["2024-08-03"]);
      await run(analytics((repository) => repository.upsert(user, analyticsOf(user, a!, day("2024-08-01"), 50))));
      await run(analytics((repository) => repository.upsert(other, analyticsOf(other, theirs!, day("2024-08-03"), 70))));
      const before = await listAll(user);
      const fresh = analyticsOf(user, b!, day("2024-08-02"), 60);
      const rewrite = analyticsOf(user, a!, day("2024-08-01"), 99);
      await fails(analytics((repository) => repository.upsertMany(user, [rewrite, fresh, analyticsOf(user, theirs!, day("2024-08-03"), 1)])), "NotFound", "NOT_FOUND");
      await fails(analytics((repository) => repository.upsertMany(user, [rewrite, fresh, analyticsOf(user, unknownId<EntryId>(), day("2024-08-03"))])), "NotFound", "NOT_FOUND");
      await fails(analytics((repository) => repository.upsertMany(user, [rewrite, analyticsOf(other, b!, day("2024-08-02"))])), "InvalidInput", "INVALID_INPUT");
      await fails(analytics((repository) => repository.upsertMany(user, [rewrite, { ...fresh, happiness: 101 }])), "InvalidInput", "INVALID_INPUT");
      const tooMany = Array.from({ length: Limits.batchItemsMax + 1 }, () => rewrite);
      await fails(analytics((repository) => repository.upsertMany(user, tooMany)), "PayloadTooLarge", "PAYLOAD_TOO_LARGE");
      expect(await listAll(user)).toEqual(before);
      expect(await listAll(other)).toEqual([analyticsOf(other, theirs!, day("2024-08-03"), 70)]);
    });
  });
};
