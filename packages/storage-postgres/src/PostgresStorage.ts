import type { InternalError, StorageServices } from "@lifeos/core";
import {
  ApiTokenRepository,
  ChunkIndex,
  Clock,
  DocumentRepository,
  EntityRepository,
  EntryAnalyticsRepository,
  IdGenerator,
  JournalEntryRepository,
  JournalSummaryRepository,
  MemoryRepository,
  MemorySummaryRepository,
  MessageRepository,
  ReminderRepository,
  RunRepository,
  SettingsRepository,
  ThreadRepository,
  UserRepository,
  makeUuidV7,
} from "@lifeos/core";
import type { Scope } from "effect";
import { Context, Effect, Layer, Option } from "effect";
import { connect } from "./connect.js";
import type { Database } from "./Database.js";
import type { PostgresOptions } from "./PostgresOptions.js";
import { defaults } from "./PostgresOptions.js";
import { makeApiTokenRepository } from "./repositories/ApiTokenRepository.js";
import { makeChunkIndex } from "./repositories/chunks/ChunkIndex.js";
import { makeDocumentRepository } from "./repositories/DocumentRepository.js";
import { makeEntityRepository } from "./repositories/EntityRepository.js";
import { makeEntryAnalyticsRepository } from "./repositories/EntryAnalyticsRepository.js";
import { makeJournalEntryRepository } from "./repositories/JournalEntryRepository.js";
import { makeJournalSummaryRepository } from "./repositories/JournalSummaryRepository.js";
import { makeMemoryRepository } from "./repositories/MemoryRepository.js";
import { makeMemorySummaryRepository } from "./repositories/MemorySummaryRepository.js";
import { makeMessageRepository } from "./repositories/MessageRepository.js";
import { makeReminderRepository } from "./repositories/ReminderRepository.js";
import { makeRunRepository } from "./repositories/RunRepository.js";
import { makeSettingsRepository } from "./repositories/SettingsRepository.js";
import { makeThreadRepository } from "./repositories/ThreadRepository.js";
import { makeUserRepository } from "./repositories/UserRepository.js";

/**
 * Every repository port over one PostgreSQL database: opens a pool sized by
 * `options`, applies the committed migrations, and closes the pool when the
 * scope closes. Timestamps come from core's `Clock` and ids from its
 * `IdGenerator` when the context provides them (the system clock and UUIDv7
 * otherwise). Fails with `InternalError` when the server cannot be reached or
 * a migration fails.
 */
export const make = (options: PostgresOptions): Effect.Effect<Context.Context<StorageServices>, InternalError, Scope.Scope> =>
  Effect.gen(function* () {
    const { db, sql, vectorSql } = yield* connect(options);
    const clock = yield* Effect.serviceOption(Clock);
    const ids = yield* Effect.serviceOption(IdGenerator);
    const database: Database = {
      db,
      sql,
      vectorSql,
      now: Option.match(clock, { onNone: () => Effect.sync(() => new Date()), onSome: (service) => service.now }),
      nextId: Option.match(ids, { onNone: () => Effect.sync(makeUuidV7), onSome: (service) => service.next }),
      efSearch: options.efSearch ?? defaults.efSearch,
      exactSearchLimit: options.exactSearchLimit ?? defaults.exactSearchLimit,
    };
    return Context.make(UserRepository, makeUserRepository(database)).pipe(
      Context.add(ApiTokenRepository, makeApiTokenRepository(database)),
      Context.add(ThreadRepository, makeThreadRepository(database)),
      Context.add(MessageRepository, makeMessageRepository(database)),
      Context.add(RunRepository, makeRunRepository(database)),
      Context.add(JournalEntryRepository, makeJournalEntryRepository(database)),
      Context.add(EntryAnalyticsRepository, makeEntryAnalyticsRepository(database)),
      Context.add(JournalSummaryRepository, makeJournalSummaryRepository(database)),
      Context.add(ChunkIndex, makeChunkIndex(database)),
      Context.add(DocumentRepository, makeDocumentRepository(database)),
      Context.add(MemoryRepository, makeMemoryRepository(database)),
      Context.add(EntityRepository, makeEntityRepository(database)),
      Context.add(MemorySummaryRepository, makeMemorySummaryRepository(database)),
      Context.add(ReminderRepository, makeReminderRepository(database)),
      Context.add(SettingsRepository, makeSettingsRepository(database)),
    );
  });

/** All storage ports on PostgreSQL; the pool lives as long as the layer. */
export const layer = (options: PostgresOptions): Layer.Layer<StorageServices, InternalError> => Layer.effectContext(make(options));
