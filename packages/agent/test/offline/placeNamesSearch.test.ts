import type { UserId } from "@lifeos/core";
import { JournalEntryRepository, localDate } from "@lifeos/core";
import type { ToolContext } from "@lifeos/tools";
import { journalTools, ToolRegistry } from "@lifeos/tools";
import { Effect, Exit, Layer, Scope } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JournalPipeline } from "../../src/journal/index.js";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import { contentHash } from "../../src/journal/import/importRecords.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import type { GoldenWorld } from "../golden-support/goldenWorld.js";
import { ask } from "../golden-support/goldenWorld.js";
import { journalTestLayer, makeUser } from "../journal-support/journalTestLayer.js";

// Rui's journal, half in English, half in Portuguese: a city is written in whichever language the day was.
const entries = [
  { date: "2024-08-10", content: "Cheguei a São Miguel de avião. A lagoa das Sete Cidades estava coberta de nevoeiro." },
  { date: "2024-08-12", content: "Last day on São Miguel: tea plantation and a swim at Ponta Delgada." },
  { date: "2024-09-03", content: "Jantei com o Miguel no centro e falámos da mudança." },
  { date: "2024-09-20", content: "Called Miguel about his new job." },
  { date: "2024-03-02", content: "Flew to Berlin for Inês's conference. Tiny hotel near Alexanderplatz, currywurst at midnight." },
  { date: "2024-03-03", content: "Berlin in the rain. Walked the East Side Gallery with Inês, then slept most of the afternoon." },
  { date: "2024-04-12", content: "Fim de semana em Londres com a Beatriz. Fomos ao British Museum e jantámos em Soho." },
  { date: "2024-05-20", content: "Pottery class: the bowl finally held its shape. The teacher was pleased." },
  { date: "2024-06-08", content: "Cheguei a Lisboa de comboio. Almoço com os pais em Alfama, o Bartolomeu ficou com a vizinha." },
  { date: "2024-07-15", content: "Physio again for the shoulder. Swimming next week if it holds." },
];

let world: Pick<GoldenWorld, "registry" | "context" | "close">;
beforeAll(async () => {
  const scope = await Effect.runPromise(Scope.make());
  const close = () => Effect.runPromise(Scope.close(scope, Exit.void));
  world = await Effect.runPromise(
    Effect.gen(function* () {
      const context = yield* Layer.buildWithScope(Layer.provideMerge(ToolRegistry.layer(journalTools), journalTestLayer({ summarize: false })), scope);
      return yield* Effect.gen(function* () {
        const user = yield* makeUser;
        const repository = yield* JournalEntryRepository;
        for (const entry of entries) {
          yield* repository.create(user.id, { date: localDate(entry.date), content: entry.content, contentHash: contentHash(entry.content), source: "sample", sourceRef: `rui:${entry.date}` });
        }
        yield* (yield* JournalPipeline).processPending(user.id);
        const toolContext: ToolContext = { userId: user.id as UserId, threadId: null, timeZone: "Europe/Lisbon", now: new Date("2024-11-29T10:00:00Z") };
        return { registry: yield* ToolRegistry, context: toolContext, close };
      }).pipe(Effect.provideContext(context));
    }),
  );
}, 120_000);
afterAll(() => world?.close());

/** The dates of the entries the first search found. */
const foundDates = async (question: string): Promise<string[]> => {
  const run = await ask(world, OfflineLanguageModel.make({ skills: [journalSkill] }), question);
  expect(run.calls[0]?.name).toBe("search_journal");
  const data = run.results[0]?.data as { results: Array<{ date: string }> };
  return data.results.map((result) => result.date);
};

describe("a city named in the other language", () => {
  it.each([
    ["o que fiz em berlim?", ["2024-03-02", "2024-03-03"]],
    ["what did I do in London?", ["2024-04-12"]],
    ["when was I in Lisbon?", ["2024-06-08"]],
  ])("%s finds the entries that name it", async (question, dates) => {
    const found = await foundDates(question);
    expect(found).toEqual(expect.arrayContaining(dates));
    expect(found).not.toContain("2024-05-20");
  });
});

describe("a name of several words", () => {
  it.each([
    ["what did I write about São Miguel?"],
    ["what did I write about Sao Miguel?"],
    ["o que escrevi sobre São Miguel?"],
    ["quando estive em Sao Miguel?"],
  ])("%s finds the entries that name it whole, not every Miguel", async (question) => {
    const found = await foundDates(question);
    expect(found).toEqual(expect.arrayContaining(["2024-08-10", "2024-08-12"]));
    expect(found).not.toContain("2024-09-03");
    expect(found).not.toContain("2024-09-20");
  });
});

describe("a name of several words counted", () => {
  it.each([["how many times was I in São Miguel?"], ["quantas vezes estive em Sao Miguel?"]])("%s counts only the entries that name it whole", async (question) => {
    const run = await ask(world, OfflineLanguageModel.make({ skills: [journalSkill] }), question);
    const counted = run.results.find((result) => result.name === "count_mentions")?.data as { mentions: number } | undefined;
    expect(counted?.mentions).toBe(2);
  });
});
