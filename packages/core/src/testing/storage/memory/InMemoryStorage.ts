import { Context, Effect, Layer } from "effect";
import { Clock } from "../../../ai/Clock.js";
import { IdGenerator } from "../../../ai/IdGenerator.js";
import { ApiTokenRepository } from "../../../ports/ApiTokenRepository.js";
import { ChunkIndex } from "../../../ports/ChunkIndex.js";
import { DocumentRepository } from "../../../ports/DocumentRepository.js";
import { EntityRepository } from "../../../ports/EntityRepository.js";
import { EntryAnalyticsRepository } from "../../../ports/EntryAnalyticsRepository.js";
import { JournalEntryRepository } from "../../../ports/JournalEntryRepository.js";
import { JournalSummaryRepository } from "../../../ports/JournalSummaryRepository.js";
import { MemoryRepository } from "../../../ports/MemoryRepository.js";
import { MemorySummaryRepository } from "../../../ports/MemorySummaryRepository.js";
import { MessageRepository } from "../../../ports/MessageRepository.js";
import { ReminderRepository } from "../../../ports/ReminderRepository.js";
import { RunRepository } from "../../../ports/RunRepository.js";
import { SettingsRepository } from "../../../ports/SettingsRepository.js";
import type { StorageServices } from "../../../ports/StorageServices.js";
import { ThreadRepository } from "../../../ports/ThreadRepository.js";
import { UserRepository } from "../../../ports/UserRepository.js";
import { makeApiTokenRepository } from "./ApiTokenRepository.js";
import { makeChunkIndex } from "./ChunkIndex.js";
import { makeDocumentRepository } from "./DocumentRepository.js";
import { makeEntityRepository } from "./EntityRepository.js";
import { makeEntryAnalyticsRepository } from "./EntryAnalyticsRepository.js";
import { makeJournalEntryRepository } from "./JournalEntryRepository.js";
import { makeJournalSummaryRepository } from "./JournalSummaryRepository.js";
import { makeMemoryRepository } from "./MemoryRepository.js";
import { makeMemorySummaryRepository } from "./MemorySummaryRepository.js";
import type { MemoryStore } from "./MemoryStore.js";
import { makeTables } from "./MemoryStore.js";
import { makeMessageRepository } from "./MessageRepository.js";
import { makeReminderRepository } from "./ReminderRepository.js";
import { makeRunRepository } from "./RunRepository.js";
import { makeSettingsRepository } from "./SettingsRepository.js";
import { makeThreadRepository } from "./ThreadRepository.js";
import { makeUserRepository } from "./UserRepository.js";

/**
 * Every repository port over fresh in-memory tables. The reference adapter
 * of the storage contract: it draws timestamps from `Clock` and ids from
 * `IdGenerator`, exactly as the SQL adapters do.
 */
export const make: Effect.Effect<Context.Context<StorageServices>, never, Clock | IdGenerator> = Effect.gen(function* () {
  const clock = yield* Clock;
  const ids = yield* IdGenerator;
  const store: MemoryStore = { tables: makeTables(), now: clock.now, nextId: ids.next };
  return Context.make(UserRepository, makeUserRepository(store)).pipe(
    Context.add(ApiTokenRepository, makeApiTokenRepository(store)),
    Context.add(ThreadRepository, makeThreadRepository(store)),
    Context.add(MessageRepository, makeMessageRepository(store)),
    Context.add(RunRepository, makeRunRepository(store)),
    Context.add(JournalEntryRepository, makeJournalEntryRepository(store)),
    Context.add(EntryAnalyticsRepository, makeEntryAnalyticsRepository(store)),
    Context.add(JournalSummaryRepository, makeJournalSummaryRepository(store)),
    Context.add(ChunkIndex, makeChunkIndex(store)),
    Context.add(DocumentRepository, makeDocumentRepository(store)),
    Context.add(MemoryRepository, makeMemoryRepository(store)),
    Context.add(EntityRepository, makeEntityRepository(store)),
    Context.add(MemorySummaryRepository, makeMemorySummaryRepository(store)),
    Context.add(ReminderRepository, makeReminderRepository(store)),
    Context.add(SettingsRepository, makeSettingsRepository(store)),
  );
});

/**
 * All storage ports, in memory, empty at each build. Requires `Clock` and
 * `IdGenerator` (tests provide `TestClock.layer()` and `TestIdGenerator.layer`).
 */
export const layer: Layer.Layer<StorageServices, never, Clock | IdGenerator> = Layer.effectContext(make);
