import type { Memory, UserId } from "@lifeos/core";
import { MemoryExtractor, MemoryRepository } from "@lifeos/core";
import { ScriptedLanguageModel } from "@lifeos/core/testing";
import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { learnFromMessage, ModelMemoryExtractor, OfflineMemoryExtractor } from "../../src/index.js";
import { makeUser, runJournal } from "../journal-support/journalTestLayer.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A new job, home or partner told with when it began ("I started a new job at Farfetch today", "mudei-me para Lisboa
// em outubro"), after the one it replaces was told, is the person's latest word even though the start it gives comes
// before that telling: the new one is kept as current and the old one ends, so "where do I work?" names the new one.
// A past state told the same way ("last year Susana was 15") is still kept as history, closed.

const timeZone = "Europe/Lisbon";
const message = (text: string, sentAt: Date) => ({ threadId: null, messageId: null, text, sentAt, timeZone, previousAnswer: null, previousText: null, previousMessageId: null });

/** Every memory kept after telling each text at its time, one message at a time, on real storage. */
const keptAfter = (told: ReadonlyArray<readonly [string, string]>) =>
  runJournal(
    Effect.provideService(
      Effect.gen(function* () {
        const user = (yield* makeUser).id as UserId;
        for (const [text, at] of told) yield* learnFromMessage(user, message(text, new Date(at)));
        return (yield* (yield* MemoryRepository).list(user, { limit: 20 })).items;
      }),
      MemoryExtractor,
      OfflineMemoryExtractor.make(),
    ),
  );

const current = (memories: ReadonlyArray<Memory>) => memories.filter((memory) => memory.validTo === null).map((memory) => memory.content);
const closed = (memories: ReadonlyArray<Memory>) => memories.filter((memory) => memory.validTo !== null);

const cases = [
  ["the same day", [["I work at Galp", "2026-12-02T07:09:00Z"], ["I started a new job at Farfetch today", "2026-12-02T12:31:00Z"]], "Farfetch", "Galp"],
  ["o mesmo dia", [["Trabalho na Galp", "2026-12-02T07:09:00Z"], ["Comecei a trabalhar na Farfetch hoje", "2026-12-02T12:31:00Z"]], "Farfetch", "Galp"],
  ["told yesterday, started last week", [["I work at Galp", "2026-12-01T18:00:00Z"], ["I started working at Farfetch last week", "2026-12-02T12:31:00Z"]], "Farfetch", "Galp"],
  ["dito ontem, entrou na semana passada", [["Trabalho na Galp", "2026-12-01T18:00:00Z"], ["Entrei na Farfetch na semana passada", "2026-12-02T12:31:00Z"]], "Farfetch", "Galp"],
  ["moved last month", [["I live in Porto", "2026-12-01T18:00:00Z"], ["I moved to Lisbon last month", "2026-12-02T12:31:00Z"]], "Lisbon", "Porto"],
  ["mudou-se em outubro", [["Moro no Porto", "2026-12-01T18:00:00Z"], ["Mudei-me para Lisboa em outubro", "2026-12-02T12:31:00Z"]], "Lisboa", "Porto"],
  ["pt-BR, mês passado", [["Moro em Recife", "2026-12-01T18:00:00Z"], ["Me mudei para Lisboa mês passado", "2026-12-02T12:31:00Z"]], "Lisboa", "Recife"],
] as const;

describe("a change told with its start, after what it replaces", () => {
  it.each(cases)("%s: the new one is current, the old one ends when the new one was told", async (_title, told, now, before) => {
    const kept = await keptAfter(told);
    expect(current(kept).filter((content) => content.includes(now) || content.includes(before))).toEqual([expect.stringContaining(now)]);
    const ended = closed(kept).filter((memory) => memory.content.includes(before));
    expect(ended.map((memory) => memory.validTo?.toISOString())).toEqual([new Date(told[1][1]).toISOString()]);
  });
});

describe("where the person works, after a new job told with its start", () => {
  const { answerWith } = offlineConversation({ skills: everySkill, now: new Date("2026-12-02T13:00:00Z"), timeZone });
  it.each([
    [cases[0][1], "where do I work?", "You started a new job at Farfetch on Wednesday, 2 December 2026 (today), as you told me on 2026-12-02.\nBefore: “I work at Galp” (2026-12-02)."],
    [cases[1][1], "onde trabalho?", "Começou a trabalhar na Farfetch na quarta-feira, 2 de dezembro de 2026 (hoje), como me contou em 2026-12-02.\nAntes: “Trabalho na Galp” (2026-12-02)."],
  ] as const)("%j, then %s, names the new employer, and the one before", async (told, question, answer) => {
    const kept = await keptAfter(told);
    const memories = kept.map((memory) => ({ content: memory.content, date: "2026-12-02", dated: false, type: memory.type, current: memory.validTo === null }));
    expect(await answerWith(question, (name) => (name === "search_memories" ? { memories } : { results: [] }))).toBe(answer);
  });
});

/**
 * What a model answers for a message stating one fact (`subject predicate object`), true from `validFrom`, said as
 * holding now or not (`holdsNow`); without it, the answer of a model that leaves the field out.
 */
const modelAnswer = (content: string, language: string, triple: readonly [string, string, string], validFrom: string | null, holdsNow?: boolean) =>
  ScriptedLanguageModel.textTurn(
    JSON.stringify({
      language,
      memories: [
        {
          content,
          summary: content,
          type: "fact",
          context: "family",
          importance: 6,
          entities: [],
          sentiment: 0,
          occurredAt: null,
          occurredPrecision: null,
          validFrom,
          ...(holdsNow === undefined ? {} : { holdsNow }),
          subject: triple[0],
          predicate: triple[1],
          object: triple[2],
        },
      ],
      entities: [],
      relationships: [],
      tasks: [],
      appointments: [],
      unknownPeople: [],
    }),
  );

/** Every memory kept after a model read each message (first at `firstAt`, second at `secondAt`), on real storage. */
const keptByModel = (model: ScriptedLanguageModel.ScriptedLanguageModel, told: readonly [string, string], firstAt: string, secondAt: string) =>
  runJournal(
    Effect.gen(function* () {
      const user = (yield* makeUser).id as UserId;
      yield* learnFromMessage(user, message(told[0], new Date(firstAt)));
      yield* learnFromMessage(user, message(told[1], new Date(secondAt)));
      return (yield* (yield* MemoryRepository).list(user, { limit: 20 })).items;
    }).pipe(Effect.provide(ModelMemoryExtractor.layer.pipe(Layer.provide(ScriptedLanguageModel.layer(model))))),
  );

describe("a change told with its start, after what it replaces, as a model reads it", () => {
  it.each([
    ["I work at Galp", "I started a new job at Farfetch today", "en", ["user", "works_at", "Galp"], ["user", "works_at", "Farfetch"], "2026-12-02T00:00:00+00:00"],
    ["Trabalho na Galp", "Comecei a trabalhar na Farfetch hoje", "pt", ["user", "works_at", "Galp"], ["user", "works_at", "Farfetch"], "2026-12-02T00:00:00+00:00"],
    ["I live in Porto", "I moved to Lisbon last month", "en", ["user", "lives_in", "Porto"], ["user", "lives_in", "Lisbon"], "2026-11-01T00:00:00+00:00"],
    ["Moro no Porto", "Mudei-me para Lisboa no mês passado", "pt", ["user", "lives_in", "Porto"], ["user", "lives_in", "Lisboa"], "2026-11-01T00:00:00+00:00"],
  ] as const)("%s, then %s: the new one is current, the old one ends when the new one was told", async (first, second, language, before, now, validFrom) => {
    const model = ScriptedLanguageModel.make([modelAnswer(first, language, before, null, false), modelAnswer(second, language, now, validFrom, true)]);
    const kept = await keptByModel(model, [first, second], "2026-12-02T07:09:00Z", "2026-12-02T12:31:00Z");
    expect(current(kept)).toEqual([second]);
    expect(closed(kept).map((memory) => [memory.content, memory.validTo?.toISOString()])).toEqual([[first, "2026-12-02T12:31:00.000Z"]]);
  });
});

describe("a past state told after what holds now, as a model reads it", () => {
  it.each([
    ["Susana is 16", "Last year Susana was 15", "en", ["Susana", "age", "16"], ["Susana", "age", "15"], "2025-12-02T00:00:00+00:00", undefined],
    ["Moro em Lisboa", "Em 2019 vivia no Porto", "pt", ["user", "lives_in", "Lisboa"], ["user", "lives_in", "Porto"], "2019-01-01T00:00:00+00:00", undefined],
    ["I live in Lisbon", "Last year I lived in Porto", "en", ["user", "lives_in", "Lisbon"], ["user", "lives_in", "Porto"], "2025-01-01T00:00:00+00:00", false],
    ["Moro em Lisboa", "Em 2019 vivia no Porto", "pt", ["user", "lives_in", "Lisboa"], ["user", "lives_in", "Porto"], "2019-01-01T00:00:00+00:00", false],
  ] as const)("%s, then %s (holdsNow %s): the past one is kept closed, what holds now stays current", async (first, second, language, now, past, validFrom, holdsNow) => {
    const model = ScriptedLanguageModel.make([modelAnswer(first, language, now, null, holdsNow), modelAnswer(second, language, past, validFrom, holdsNow)]);
    const kept = await keptByModel(model, [first, second], "2026-12-01T18:00:00Z", "2026-12-02T12:31:00Z");
    expect(current(kept)).toEqual([first]);
    expect(closed(kept).map((memory) => [memory.content, memory.validTo?.toISOString()])).toEqual([[second, "2026-12-01T18:00:00.000Z"]]);
  });
});
