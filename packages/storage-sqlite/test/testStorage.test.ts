import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { JournalEntryRepository, UserRepository, localDate } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "../src/testing/index.js";

const storage = () => SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer)));

const countUsers = UserRepository.use((users) => users.list()).pipe(Effect.map((users) => users.length));

describe("SqliteTestStorage", () => {
  it("gives every build its own empty, migrated database", async () => {
    const first = storage();
    const written = await Effect.runPromise(
      Effect.gen(function* () {
        const user = yield* UserRepository.use((users) => users.create({ name: "Ana" }));
        yield* JournalEntryRepository.use((entries) =>
          entries.create(user.id, { date: localDate("2025-01-02"), content: "A walk by the river.", contentHash: "a".repeat(64) }),
        );
        return yield* countUsers;
      }).pipe(Effect.provide(first)),
    );
    const fresh = await Effect.runPromise(countUsers.pipe(Effect.provide(storage())));
    expect({ written, fresh }).toEqual({ written: 1, fresh: 0 });
  });

  it("draws timestamps from the test clock it is given", async () => {
    const start = new Date("2024-05-10T10:00:00.000Z");
    const user = await Effect.runPromise(
      UserRepository.use((users) => users.create({ name: "Rui" })).pipe(
        Effect.provide(SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(TestClock.layer(start), TestIdGenerator.layer)))),
      ),
    );
    expect(user.createdAt).toEqual(start);
  });
});
