import { createHash } from "node:crypto";
import { JournalEntryRepository, localDate, Reflector, UserRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "@lifeos/storage-sqlite/testing";
import { reflectOnEntry } from "@lifeos/tools";
import { Effect, Layer, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { makeCircuitBreaker } from "../../src/reflection/CircuitBreaker.js";
import { makeReflector } from "../../src/reflection/makeReflector.js";
import { offlineAgents } from "../../src/reflection/offline/offlineAgents.js";
import { defaultReflectionOptions } from "../../src/reflection/ReflectionOptions.js";

const layer = Layer.mergeAll(
  SqliteTestStorage.layer.pipe(Layer.provide(Layer.mergeAll(TestClock.layer(), TestIdGenerator.layer))),
  Layer.succeed(Reflector, makeReflector(offlineAgents, defaultReflectionOptions, makeCircuitBreaker(3, 60_000))),
);

describe("reflection tool output", () => {
  it("a real reflection on an entry matches reflect_on_entry's output schema, strictly and through JSON", async () => {
    const data = await Effect.runPromise(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Writer", timeZone: "UTC" });
        const content = "Long day at work. The deadline is Friday and my boss moved the meeting again. I barely slept, but the walk home helped.";
        yield* (yield* JournalEntryRepository).create(user.id, {
          date: localDate("2024-06-30"),
          title: "Friday",
          content,
          contentHash: createHash("sha256").update(content).digest("hex"),
        });
        const output = yield* reflectOnEntry.run({ question: "How do I rest?" }, { userId: user.id, threadId: null, timeZone: "UTC", now: new Date("2024-06-30T20:00:00Z") });
        return output.data;
      }).pipe(Effect.provide(layer)),
    );
    const codec = Schema.toCodecJson(reflectOnEntry.output);
    const encoded = Schema.encodeUnknownSync(codec)(data, { onExcessProperty: "error" });
    expect(Schema.decodeUnknownSync(codec)(JSON.parse(JSON.stringify(encoded)), { onExcessProperty: "error" })).toEqual(data);
    expect(data).toMatchObject({ date: "2024-06-30", title: "Friday", reflection: { prompts: expect.any(Array) } });
  });

  it("reflects on a period's entries together, naming the latest and how many were read", async () => {
    const { week, empty } = await Effect.runPromise(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Writer", timeZone: "UTC" });
        const days = [
          ["2024-06-20", "Too early: not this week."],
          ["2024-06-25", "Argued with my sister about the holidays and felt awful afterwards."],
          ["2024-06-27", "The deadline moved again and I worked late, anxious the whole evening."],
          ["2024-06-30", "A quiet Sunday walk by the river. I felt calmer."],
        ] as const;
        for (const [date, content] of days) {
          yield* (yield* JournalEntryRepository).create(user.id, { date: localDate(date), title: null, content, contentHash: createHash("sha256").update(content).digest("hex") });
        }
        const context = { userId: user.id, threadId: null, timeZone: "UTC", now: new Date("2024-06-30T20:00:00Z") };
        return {
          week: (yield* reflectOnEntry.run({ from: localDate("2024-06-24") }, context)).data,
          empty: yield* Effect.flip(reflectOnEntry.run({ from: localDate("2024-05-01"), to: localDate("2024-05-07") }, context)),
        };
      }).pipe(Effect.provide(layer)),
    );
    expect(week).toMatchObject({ date: "2024-06-30", from: "2024-06-24", entries: 3 });
    const codec = Schema.toCodecJson(reflectOnEntry.output);
    expect(Schema.decodeUnknownSync(codec)(JSON.parse(JSON.stringify(Schema.encodeUnknownSync(codec)(week))), { onExcessProperty: "error" })).toEqual(week);
    expect(empty).toMatchObject({ _tag: "NotFound" });
  });

  it("writes the reflection in the language the conversation names, else in the entry's", async () => {
    const { named, own } = await Effect.runPromise(
      Effect.gen(function* () {
        const user = yield* (yield* UserRepository).create({ name: "Writer", timeZone: "UTC" });
        const content = "Long day at work. The deadline is Friday and my boss moved the meeting again. I barely slept.";
        yield* (yield* JournalEntryRepository).create(user.id, { date: localDate("2024-06-30"), title: null, content, contentHash: createHash("sha256").update(content).digest("hex") });
        const context = { userId: user.id, threadId: null, timeZone: "UTC", now: new Date("2024-06-30T20:00:00Z") };
        return { named: (yield* reflectOnEntry.run({ language: "pt" }, context)).data, own: (yield* reflectOnEntry.run({}, context)).data };
      }).pipe(Effect.provide(layer)),
    );
    expect(named.reflection.themes).toContain("trabalho");
    expect(named.reflection.advice).toContain("Um passo concreto:");
    expect(own.reflection.themes).toContain("work");
    expect(own.reflection.advice).toContain("One concrete step:");
  });
});
