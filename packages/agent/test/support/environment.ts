import type { LanguageModelService, UserId } from "@lifeos/core";
import { LanguageModel, UserRepository } from "@lifeos/core";
import { TestClock, TestIdGenerator } from "@lifeos/core/testing";
import { SqliteTestStorage } from "@lifeos/storage-sqlite/testing";
import type { AnyTool, MemoryToolServices } from "@lifeos/tools";
import { defineTool, ToolRegistry } from "@lifeos/tools";
import { SearchJournalOutput } from "@lifeos/core";
import { Effect, Layer, ManagedRuntime, Schema } from "effect";
import type { ChatServiceConfig } from "../../src/index.js";
import { ChatService, OfflineEmbedder } from "../../src/index.js";

export const searchJournal = defineTool({
  name: "search_journal",
  description: "Search the journal",
  parameters: Schema.Struct({
    query: Schema.String,
    from: Schema.optional(Schema.String),
    to: Schema.optional(Schema.String),
    limit: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 20 }))),
    recencyBoost: Schema.optional(Schema.Boolean),
  }),
  output: SearchJournalOutput,
  readOnly: true,
  maxResults: 2,
  run: (params) =>
    Effect.succeed({
      data: {
        results: params.query.includes("nothing")
          ? []
          : [
              { entryId: "e1", date: "2024-03-05", excerpt: "Ran 5 km by the river", score: 0.9, confidence: "high" as const },
              { entryId: "e2", date: "2024-03-01", excerpt: "Long run in the rain", score: 0.8, confidence: "high" as const },
              { entryId: "e3", date: "2024-02-20", excerpt: "Short run", score: 0.7, confidence: "high" as const },
            ],
        confidence: params.query.includes("nothing") ? ("none" as const) : ("high" as const),
      },
      meta: { count: 3, originalCount: 3, returnedCount: 3, truncated: false, scope: { query: params.query } },
    }),
});

export const slowTool = defineTool({
  name: "slow_tool",
  description: "Never finishes in time",
  parameters: Schema.Struct({}),
  output: Schema.Struct({}),
  readOnly: true,
  maxResults: 1,
  timeoutMs: 50,
  run: () => Effect.never,
});

export const throwingTool = defineTool({
  name: "throwing_tool",
  description: "Throws",
  parameters: Schema.Struct({}),
  output: Schema.Struct({}),
  readOnly: true,
  maxResults: 1,
  run: () =>
    Effect.sync(() => {
      throw new Error("kaboom with private text");
    }),
});

export const writeTool = defineTool({
  name: "remember",
  description: "Stores a memory",
  parameters: Schema.Struct({ content: Schema.String }),
  output: Schema.Struct({ ok: Schema.Boolean }),
  readOnly: false,
  maxResults: 1,
  run: () =>
    Effect.succeed({ data: { ok: true }, meta: { count: 1, originalCount: 1, returnedCount: 1, truncated: false, scope: {} } }),
});

export const testTools: ReadonlyArray<AnyTool> = [searchJournal, slowTool, throwingTool, writeTool];

/** SQLite storage (a fresh database in memory), the given model, the offline embedder and the test tools (or others that read the storage). */
export const environment = (model: Layer.Layer<LanguageModel>, tools: ReadonlyArray<AnyTool<MemoryToolServices>> = testTools) =>
  Layer.mergeAll(model, ToolRegistry.layer(tools)).pipe(
    Layer.provideMerge(Layer.mergeAll(SqliteTestStorage.layer, OfflineEmbedder.layer)),
    Layer.provideMerge(Layer.mergeAll(TestClock.layer(new Date("2024-05-10T10:00:00Z")), TestIdGenerator.layer)),
  );

/** A runtime with the chat service over `environment`, plus a user to act for. */
export const chatRuntime = async (model: Layer.Layer<LanguageModel> | LanguageModelService, config: ChatServiceConfig = {}, tools?: ReadonlyArray<AnyTool<MemoryToolServices>>) => {
  const modelLayer = "info" in model ? Layer.succeed(LanguageModel, model) : model;
  const env = environment(modelLayer, tools);
  const runtime = ManagedRuntime.make(Layer.provideMerge(ChatService.layerWith({ ...config, persistence: { batchWindowMs: 20, ...config.persistence } }), env));
  const user = await runtime.runPromise(
    Effect.gen(function* () {
      const users = yield* UserRepository;
      return yield* users.create({ name: "Ana", timeZone: "Europe/Lisbon" });
    }),
  );
  return { runtime, userId: user.id as UserId };
};
