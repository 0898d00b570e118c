import { Option } from "effect";
import { describe, expect, it } from "vitest";
import type { UserId } from "../../common/ids.js";
import { ApiTokenRepository } from "../../users/ApiTokenRepository.js";
import { ChunkIndex } from "../../search/ChunkIndex.js";
import { DocumentRepository } from "../../knowledge/DocumentRepository.js";
import { EntityRepository } from "../../memory/EntityRepository.js";
import { EntryAnalyticsRepository } from "../../journal/EntryAnalyticsRepository.js";
import { JournalEntryRepository } from "../../journal/JournalEntryRepository.js";
import { JournalSummaryRepository } from "../../journal/JournalSummaryRepository.js";
import { MemoryRepository } from "../../memory/MemoryRepository.js";
import { MemorySummaryRepository } from "../../memory/MemorySummaryRepository.js";
import { MessageRepository } from "../../chat/MessageRepository.js";
import { ReminderRepository } from "../../memory/ReminderRepository.js";
import { SettingsRepository } from "../../users/SettingsRepository.js";
import { ThreadRepository } from "../../chat/ThreadRepository.js";
import { UserRepository } from "../../users/UserRepository.js";
import { day, newChunk, newDocument, newEntry, newMemory, newMessage, newThread, sha256 } from "./fixtures.js";
import { analyticsOf } from "../journal/EntryAnalyticsRepository.contract.js";
import type { StorageHarness } from "./harness.js";

/** Gives a user one row of every kind and returns what the user can still see of them. */
const populate = async (harness: StorageHarness, user: UserId) => {
  const { run } = harness;
  const tokenHash = sha256(`token ${user}`);
  await run(ApiTokenRepository.use((repository) => repository.create(user, { name: "t", tokenHash, prefix: "p" })));
  const thread = await run(ThreadRepository.use((repository) => repository.create(user, newThread())));
  await run(MessageRepository.use((repository) => repository.save(user, newMessage(thread.id))));
  const entry = await run(JournalEntryRepository.use((repository) => repository.create(user, newEntry("2024-10-10", "entrada"))));
  await run(EntryAnalyticsRepository.use((repository) => repository.upsert(user, analyticsOf(user, entry.id, day("2024-10-10")))));
  await run(JournalSummaryRepository.use((repository) => repository.upsert(user, { userId: user, kind: "year", period: "2024", narrative: "n", positiveDrivers: [], negativeDrivers: [], topEvents: [], happinessAverage: null, happinessInterval: null, entryCount: 1, method: "lexicon", sourceHash: "h", generatedAt: new Date() })));
  await run(ChunkIndex.use((index) => index.replace(user, "journal", entry.id, [newChunk(0, "entrada", { date: day("2024-10-10") })])));
  await run(DocumentRepository.use((repository) => repository.create(user, newDocument())));
  await run(MemoryRepository.use((repository) => repository.create(user, newMemory("memória"))));
  await run(EntityRepository.use((repository) => repository.create(user, { name: "Ana", type: "person" })));
  await run(MemorySummaryRepository.use((repository) => repository.create(user, { context: "other", content: "c", memoryIds: [], periodStart: new Date(0), periodEnd: new Date(1) })));
  await run(ReminderRepository.use((repository) => repository.create(user, { text: "r", dueAt: new Date() })));
  await run(SettingsRepository.use((repository) => repository.put(user, { provider: "offline", baseUrl: null, chatModel: null, embeddingModel: null, apiKeyCiphertext: null, timeZone: null })));
  return async () => ({
    token: Option.isSome(await run(ApiTokenRepository.use((repository) => repository.findActiveByHash(tokenHash)))),
    tokens: (await run(ApiTokenRepository.use((repository) => repository.list(user)))).length,
    threads: (await run(ThreadRepository.use((repository) => repository.list(user, {})))).items.length,
    entries: (await run(JournalEntryRepository.use((repository) => repository.stats(user)))).count,
    analytics: (await run(EntryAnalyticsRepository.use((repository) => repository.listByDateRange(user, day("2024-01-01"), day("2024-12-31"))))).length,
    summaries: (await run(JournalSummaryRepository.use((repository) => repository.list(user, "year")))).length,
    chunks: (await run(ChunkIndex.use((index) => index.stats(user, "journal")))).count,
    documents: (await run(DocumentRepository.use((repository) => repository.list(user, {})))).items.length,
    memories: (await run(MemoryRepository.use((repository) => repository.list(user, {})))).items.length,
    entities: (await run(EntityRepository.use((repository) => repository.list(user)))).length,
    memorySummaries: (await run(MemorySummaryRepository.use((repository) => repository.list(user)))).length,
    reminders: (await run(ReminderRepository.use((repository) => repository.list(user, {})))).items.length,
    settings: Option.isSome(await run(SettingsRepository.use((repository) => repository.get(user)))),
  });
};

export const userCascadeContract = (harness: StorageHarness): void => {
  describe("UserRepository: deleting a user", () => {
    it("deletes every row the user owns and nothing of anyone else", async () => {
      const doomed = await harness.newUser();
      const survivor = await harness.newUser();
      const doomedRows = await populate(harness, doomed);
      const survivorRows = await populate(harness, survivor);
      const full = { token: true, tokens: 1, threads: 1, entries: 1, analytics: 1, summaries: 1, chunks: 1, documents: 1, memories: 1, entities: 1, memorySummaries: 1, reminders: 1, settings: true };
      expect(await doomedRows()).toEqual(full);
      await harness.run(UserRepository.use((repository) => repository.delete(doomed)));
      expect(await doomedRows()).toEqual({ token: false, tokens: 0, threads: 0, entries: 0, analytics: 0, summaries: 0, chunks: 0, documents: 0, memories: 0, entities: 0, memorySummaries: 0, reminders: 0, settings: false });
      expect(await survivorRows()).toEqual(full);
    });
  });
};
