import type { JournalEntry, LanguageModelService, ModelMessage, UserId } from "@lifeos/core";
import { JournalEntryRepository, localDate } from "@lifeos/core";
import type { ToolContext, ToolRegistryService } from "@lifeos/tools";
import { journalTools, ToolRegistry } from "@lifeos/tools";
import { Effect, Exit, Layer, Scope } from "effect";
import { afterAll, beforeAll } from "vitest";
import { defaultKernelOptions, runKernel } from "../../src/index.js";
import type { SampleJournal } from "../../src/journal/index.js";
import { generateSampleJournal, JournalPipeline, saveSampleJournal } from "../../src/journal/index.js";
import { journalTestLayer, makeUser } from "../journal-support/journalTestLayer.js";

/** The synthetic journal the golden questions are asked about, processed and ready to query. */
export interface GoldenWorld {
  readonly journal: SampleJournal;
  readonly entries: ReadonlyArray<JournalEntry>;
  readonly registry: ToolRegistryService;
  readonly context: ToolContext;
  /** Closes the world's database: call it once the file's questions are asked. */
  readonly close: () => Promise<void>;
}

/** "Now" of every golden question: the evening of the journal's last day, in Lisbon. */
export const goldenNow = new Date("2024-12-31T20:00:00Z");

export const buildGoldenWorld = async (): Promise<GoldenWorld> => {
  const journal = generateSampleJournal({ seed: 42, start: localDate("2022-01-01"), end: localDate("2024-12-31"), wordsPerEntry: 80 });
  const layer = journalTestLayer({ summarize: false });
  // The registry's tools read the world's database for every question, so it stays open until `close`.
  const scope = await Effect.runPromise(Scope.make());
  const close = () => Effect.runPromise(Scope.close(scope, Exit.void));
  try {
    return await Effect.runPromise(
      Effect.gen(function* () {
        const context = yield* Layer.buildWithScope(Layer.provideMerge(ToolRegistry.layer(journalTools), layer), scope);
        return yield* Effect.gen(function* () {
          const user = yield* makeUser;
          yield* saveSampleJournal(user.id, journal);
          yield* (yield* JournalPipeline).processPending(user.id);
          const entries: JournalEntry[] = [];
          let cursor: string | undefined;
          do {
            const page = yield* (yield* JournalEntryRepository).list(user.id, { order: "asc", limit: 200, cursor });
            entries.push(...page.items);
            cursor = page.nextCursor ?? undefined;
          } while (cursor !== undefined);
          const registry = yield* ToolRegistry;
          const toolContext: ToolContext = { userId: user.id as UserId, threadId: null, timeZone: "Europe/Lisbon", now: goldenNow };
          return { journal, entries, registry, context: toolContext, close };
        }).pipe(Effect.provideContext(context));
      }),
    );
  } catch (error) {
    await close();
    throw error;
  }
};

/** The sample journal's world for the test file that calls this: built before its tests, closed after them; read it inside a test. */
export const sampleJournalWorld = (): (() => GoldenWorld) => {
  let world: GoldenWorld | undefined;
  beforeAll(async () => {
    world = await buildGoldenWorld();
  }, 120_000);
  afterAll(() => world?.close());
  return () => world!;
};

/** One question's run: the tools called with their arguments and results, and the answer text. */
export interface GoldenRun {
  readonly calls: ReadonlyArray<{ readonly name: string; readonly arguments: Record<string, unknown> }>;
  readonly results: ReadonlyArray<{ readonly name: string; readonly success: boolean; readonly data: unknown }>;
  readonly answer: string;
}

/** Asks `question` through the kernel, after the `earlier` messages of the same thread when given, telling the model `names` when given (`ModelRequest.names`). */
export const ask = (world: Pick<GoldenWorld, "registry" | "context">, model: LanguageModelService, question: string, earlier: ReadonlyArray<ModelMessage> = [], names?: ReadonlySet<string>): Promise<GoldenRun> => {
  const calls: Array<{ name: string; arguments: Record<string, unknown> }> = [];
  const results: Array<{ name: string; success: boolean; data: unknown }> = [];
  let answer = "";
  return Effect.runPromise(
    runKernel(
      model,
      world.registry,
      {
        history: [...earlier, { role: "user", content: question }],
        allowlist: world.registry.defaultAllowlist,
        ...(names === undefined ? {} : { names }),
        context: world.context,
        options: { ...defaultKernelOptions, retryBaseDelayMs: 1 },
      },
      (event) =>
        Effect.sync(() => {
          if (event.type === "textDelta") answer += event.delta;
          if (event.type === "toolCall") calls.push({ name: event.name, arguments: (event.arguments ?? {}) as Record<string, unknown> });
          if (event.type === "toolResult") results.push({ name: event.outcome.name, success: event.outcome.success, data: event.outcome.data });
        }),
    ).pipe(Effect.map(() => ({ calls, results, answer }))),
  );
};
