import { Effect, Layer } from "effect";
import type { StorageServices, UserId } from "@lifeos/core";
import { JournalEntryRepository, UserRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteStorage } from "../src/index.js";

/** Opens the file, runs the effect against every port, and closes the connection. */
export const runStorage = <A, E>(filename: string, effect: Effect.Effect<A, E, StorageServices>): Promise<A> =>
  Effect.runPromise(
    effect.pipe(
      Effect.provide(
        SqliteStorage.layer({ filename }).pipe(Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer))),
      ),
    ),
  );

export const createUser = (name: string): Effect.Effect<UserId, unknown, StorageServices> =>
  Effect.map(
    UserRepository.use((users) => users.create({ name })),
    (user) => user.id,
  );

export const createEntry = (userId: UserId, date: string, content = "entry") =>
  JournalEntryRepository.use((entries) =>
    entries.create(userId, { date: date as never, content, contentHash: `hash-${content}-${date}` }),
  );
