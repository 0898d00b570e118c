import { detectLanguage } from "@lifeos/core";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journalSkill } from "../../src/journal/offline/journalSkill.js";
import * as OfflineLanguageModel from "../../src/models/offline/OfflineLanguageModel.js";
import type { GoldenRun, GoldenWorld } from "../golden-support/goldenWorld.js";
import { ask, buildGoldenWorld } from "../golden-support/goldenWorld.js";

let world: GoldenWorld;
beforeAll(async () => {
  world = await buildGoldenWorld();
}, 120_000);
afterAll(() => world?.close());

const model = OfflineLanguageModel.make({ skills: [journalSkill] });
const datePattern = /\b\d{4}-\d{2}-\d{2}\b/g;
type Json = Record<string, unknown>;

/**
 * What every answer over the sample journal must be: every call succeeded;
 * every date it cites is a day with an entry or one the tools were asked
 * about or returned; every mood number is on the 0-100 scale; no emphasis
 * markers; no sentence said twice.
 */
const expectGrounded = (run: GoldenRun) => {
  expect(run.results.length).toBeGreaterThan(0);
  for (const result of run.results) expect(result.success).toBe(true);
  const known = new Set([
    ...world.entries.map((entry) => entry.date as string),
    ...(JSON.stringify(run.calls).match(datePattern) ?? []),
    ...(JSON.stringify(run.results).match(datePattern) ?? []),
  ]);
  for (const date of run.answer.match(datePattern) ?? []) expect(known.has(date), date).toBe(true);
  for (const [, value] of run.answer.matchAll(/(\d+(?:\.\d+)?)\/100/g)) expect(Number(value)).toBeLessThanOrEqual(100);
  expect(run.answer).not.toContain("**");
  const sentences = run.answer.split(/(?<=[.!?])\s+|\n/).filter((sentence) => sentence.length > 30);
  expect(new Set(sentences).size).toBe(sentences.length);
};

const questions = [
  "How was my week?",
  "como foi o meu último mês?",
  "How have I been lately?",
  "compare this month with last month",
  "October vs November",
  "was I happier this spring than last spring?",
  "estive mais stressado em março ou em abril?",
  "what made me happy last week?",
  "o que me fez feliz na semana passada?",
  "What did I write about my dog?",
  "tell me about my trips",
  "What did I write on March 3rd?",
  "o que escrevi no dia 3 de março?",
  "When did I last go climbing?",
  "quando foi a última vez que vi a Sofia?",
  "How was March?",
  "Resumo de 2023",
  "my first entry",
  "How has my stress changed this year?",
  "when was I happiest?",
  "how many times did I go running in 2023?",
  "Como estou?",
];

describe("answers over the sample journal", () => {
  it.each(questions)("%s", async (question) => {
    const run = await ask(world, model, question);
    expectGrounded(run);
    // The answer's own words, before any quotation from the entries (which keep the language they were written in).
    expect(detectLanguage(run.answer.split(/[«“\n]/)[0]!)).toBe(detectLanguage(question));
  });

  it("finds the dog by meaning, then what was written about it by name", async () => {
    const run = await ask(world, model, "What did I write about my dog?");
    expect(run.calls.map((call) => call.arguments["query"])).toEqual(["dog", "Biscuit"]);
    const adoption = world.journal.events.find((event) => event.label === "Adopted Biscuit")!;
    expect(run.answer).toContain(`Your dog seems to be Biscuit: on ${adoption.from} you wrote`);
  });

  it("finds the trips by meaning", async () => {
    const run = await ask(world, model, "tell me about my trips");
    const japan = world.journal.events.find((event) => event.label === "Trip to Japan")!;
    const dates = ((run.results[0]!.data as Json)["results"] as Json[]).map((result) => String(result["date"]));
    expect(dates.filter((date) => date >= japan.from && date <= japan.to).length).toBeGreaterThanOrEqual(3);
  });

  it("names the happiest days of last week from the readings", async () => {
    const run = await ask(world, model, "what made me happy last week?");
    const entries = (run.results[0]!.data as Json)["entries"] as Json[];
    const scores = entries.map((entry) => (entry["mood"] as Json)["happiness"] as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const entry of entries) expect(String(entry["date"]) >= "2024-12-23" && String(entry["date"]) <= "2024-12-29").toBe(true);
    expect(run.answer.split("\n")[1]).toContain(`${String(entries[0]!["date"])} (${scores[0]}/100)`);
  });

  it("says plainly when the journal says nothing, citing no date", async () => {
    for (const question of ["Did I ever go skydiving?", "alguma vez escrevi sobre xadrez?", "What did I write about my violin lessons?"]) {
      const run = await ask(world, model, question);
      expectGrounded(run);
      expect(run.answer).toMatch(/^(I found nothing about|Não encontrei nada sobre)/);
      expect(run.answer.match(datePattern)).toBeNull();
    }
  });

  it("says which days near an empty one have entries", async () => {
    const run = await ask(world, model, "What did I write on June 1, 2021?");
    expect(run.answer).toBe("You wrote nothing on 2021-06-01.\n\nYour journal starts on 2022-01-01.");
  });
});

/** Feelings, judgements and adverbs that must never be the topic of a suggestion. */
const notTopics = /\b(?:enjoyed|pleasant|mostly|grateful|thankful|anxious|overwhelmed|stressed|early|simple|small|quiet|spent|called|talked|relaxed|content|peaceful|lonely|irritated|cansado|almocei|agradável|ajuda-me)\b/i;

describe("suggestions over the sample journal", () => {
  const ends = ["2022-04-15", "2022-12-07", "2023-03-15", "2023-07-25", "2023-12-10", "2024-03-20", "2024-06-06", "2024-09-10", "2024-12-31"];

  it.each(ends)("are sentences a person would write, in English and in Portuguese, on %s", async (end) => {
    for (const language of ["en", "pt"] as const) {
      for (const days of [14, 30]) {
        const context = { ...world.context, now: new Date(`${end}T20:00:00Z`) };
        const outcome = await Effect.runPromise(
          world.registry.execute({ id: "s", name: "get_current_state", arguments: JSON.stringify({ days, language }) }, { allowlist: world.registry.defaultAllowlist, context }),
        );
        expect(outcome.success).toBe(true);
        const data = outcome.data as { todos: Array<{ title: string; firstStep: string; why: string }>; stressors: string[]; protectiveFactors: string[] };
        expect(data.todos.length).toBeGreaterThanOrEqual(5);
        for (const term of [...data.stressors, ...data.protectiveFactors]) expect(term, `${end} ${term}`).not.toMatch(notTopics);
        for (const todo of data.todos) {
          expect(todo.title, todo.title).toMatch(/^\p{Lu}[^.!?]*[\p{L}\p{N})]\.$/u);
          expect(todo.firstStep).toMatch(/^\p{Lu}/u);
          expect(todo.title).not.toMatch(/\b(?:for|with|on|about|para|com|sobre) (?:the )?(?:\p{Ll}+ed|\p{Ll}+ly)\b/u);
          expect(detectLanguage(`${todo.title} ${todo.firstStep}`), todo.title).toBe(language);
        }
      }
    }
  });
});
