import { Context, Effect, Layer } from "effect";
import type { Scope } from "effect";
import {
  ApiTokenRepository,
  ChunkIndex,
  Clock,
  IdGenerator,
  DocumentRepository,
  EntityRepository,
  EntryAnalyticsRepository,
  InternalError,
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
} from "@lifeos/core";
import type { StorageServices } from "@lifeos/core";
import type { OpenDatabaseOptions } from "./database/openDatabase.js";
import { openDatabase } from "./database/openDatabase.js";
import type { SqliteContext } from "./database/SqliteContext.js";
import { foldCase } from "./database/patch.js";
import { VectorCodeCache, defaultVectorCacheBytes } from "./chunks/codes/VectorCodeCache.js";
import { makeApiTokenRepository } from "./repositories/ApiTokenRepository.js";
import { makeChunkIndex } from "./repositories/ChunkIndex.js";
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

export interface SqliteStorageOptions extends OpenDatabaseOptions {
  /**
   * Memory bound, in bytes, of the int8 codes the connection keeps for vector
   * search (default 512 MiB). A (user, source) scope of n vectors of d
   * dimensions takes about n × (2d + 57) bytes, so 100k × 1536 is ~313 MB.
   * Scopes beyond the bound are searched with sqlite-vec's float32 scan; 0
   * turns the codes off.
   */
  readonly vectorCacheBytes?: number;
}

/**
 * Opens (creating and migrating when needed) the database file. The
 * connection is closed when the scope closes. Timestamps come from the
 * `Clock` port and generated ids from the `IdGenerator` port; both must
 * answer synchronously, because every write runs as one synchronous
 * SQLite transaction.
 */
export const open = (
  options: SqliteStorageOptions,
): Effect.Effect<SqliteContext, InternalError, Scope.Scope | Clock | IdGenerator> =>
  Effect.gen(function* () {
    const clock = yield* Clock;
    const ids = yield* IdGenerator;
    return yield* Effect.acquireRelease(
      Effect.try({
        try: (): SqliteContext => {
          const { client, db } = openDatabase(options);
          client.function("unicode_lower", { deterministic: true }, (value: unknown) =>
            typeof value === "string" ? foldCase(value) : value,
          );
          return {
            client,
            db,
            now: () => Effect.runSync(clock.now),
            newId: () => Effect.runSync(ids.next),
            vectorCodes: new VectorCodeCache(client, Math.max(0, options.vectorCacheBytes ?? defaultVectorCacheBytes)),
          };
        },
        catch: (error) =>
          new InternalError({
            message: `Could not open the SQLite database (${(error as { code?: string }).code ?? "unknown error"})`,
          }),
      }),
      (context) => Effect.sync(() => context.client.close()),
    );
  });

/** Every repository port over one open connection. */
export const services = (context: SqliteContext): Context.Context<StorageServices> =>
  Context.make(UserRepository, makeUserRepository(context)).pipe(
    Context.add(ApiTokenRepository, makeApiTokenRepository(context)),
    Context.add(ThreadRepository, makeThreadRepository(context)),
    Context.add(MessageRepository, makeMessageRepository(context)),
    Context.add(RunRepository, makeRunRepository(context)),
    Context.add(JournalEntryRepository, makeJournalEntryRepository(context)),
    Context.add(EntryAnalyticsRepository, makeEntryAnalyticsRepository(context)),
    Context.add(JournalSummaryRepository, makeJournalSummaryRepository(context)),
    Context.add(ChunkIndex, makeChunkIndex(context)),
    Context.add(DocumentRepository, makeDocumentRepository(context)),
    Context.add(MemoryRepository, makeMemoryRepository(context)),
    Context.add(EntityRepository, makeEntityRepository(context)),
    Context.add(MemorySummaryRepository, makeMemorySummaryRepository(context)),
    Context.add(ReminderRepository, makeReminderRepository(context)),
    Context.add(SettingsRepository, makeSettingsRepository(context)),
  );

/** Opens the database and builds every repository; the connection closes with the scope. */
export const make = (
  options: SqliteStorageOptions,
): Effect.Effect<Context.Context<StorageServices>, InternalError, Scope.Scope | Clock | IdGenerator> =>
  Effect.map(open(options), services);

/** Every repository port backed by one SQLite file, closed when the layer is released. */
export const layer = (options: SqliteStorageOptions): Layer.Layer<StorageServices, InternalError, Clock | IdGenerator> =>
  Layer.effectContext(make(options));
