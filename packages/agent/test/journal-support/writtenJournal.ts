import type { ToolContext } from "@lifeos/tools";
import { journalTools, ToolRegistry } from "@lifeos/tools";
import { Effect, Exit, Layer, Scope } from "effect";
import { afterAll, beforeAll } from "vitest";
import type { SampleJournal } from "../../src/journal/index.js";
import { JournalPipeline, saveSampleJournal } from "../../src/journal/index.js";
import { journalTestLayer, makeUser } from "./journalTestLayer.js";

/** A journal written and processed (analysed, indexed) on a fresh database, with the journal tools to ask it through. */
export interface WrittenJournal {
  readonly registry: ToolRegistry["Service"];
  readonly context: ToolContext;
  readonly close: () => Promise<void>;
}

/** Saves `journal`'s entries for a new user, runs the journal pipeline over them, and asks as of `now` in Lisbon. */
export const writtenJournal = async (journal: SampleJournal, now: Date): Promise<WrittenJournal> => {
  const scope = await Effect.runPromise(Scope.make());
  const close = () => Effect.runPromise(Scope.close(scope, Exit.void));
  const context = await Effect.runPromise(Layer.buildWithScope(Layer.provideMerge(ToolRegistry.layer(journalTools), journalTestLayer({ summarize: false })), scope));
  return Effect.runPromise(
    Effect.gen(function* () {
      const user = yield* makeUser;
      yield* saveSampleJournal(user.id, journal);
      yield* (yield* JournalPipeline).processPending(user.id);
      return { registry: yield* ToolRegistry, context: { userId: user.id, threadId: null, timeZone: "Europe/Lisbon", now }, close };
    }).pipe(Effect.provideContext(context)),
  );
};

/** For a test file: `writtenJournal` built once before its tests and closed after them; call the result to reach it. */
export const writtenJournalForFile = (journal: SampleJournal, now: Date): (() => WrittenJournal) => {
  let world: WrittenJournal | undefined;
  beforeAll(async () => {
    world = await writtenJournal(journal, now);
  }, 120_000);
  afterAll(() => world?.close());
  return () => {
    if (world === undefined) throw new Error("The journal is written before the tests");
    return world;
  };
};
