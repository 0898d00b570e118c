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
  "how often do I go climbing?",
  "com quem falo mais?",
  "onde costumo ir?",
  "what are my hobbies?",
  "quais são os meus passatempos?",
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
    expect(run.answer.split("\n")[1]).toContain(`${String(entries[0]!["date"])} (happiness ${scores[0]}/100)`);
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

/** Entries of the sample journal that name someone, within [from, to]. */
const naming = (name: string, from = "0000-00-00", to = "9999-99-99") =>
  world.entries.filter((entry) => entry.date >= from && entry.date <= to && new RegExp(`\\b${name}\\b`).test(entry.content)).length;

describe("pastimes over the sample journal", () => {
  it.each([
    ["what are my hobbies?", /^From your journal from (\S+) to (\S+), what you do most in your free time:\n\n- /],
    ["quais são os meus passatempos?", /^Pelo seu diário de (\S+) a (\S+), o que mais faz nos tempos livres:\n\n- /],
    // Habits are what one does regularly: the same activities, said as what is done most often.
    ["what are my habits?", /^From your journal from (\S+) to (\S+), what you do most often:\n\n- /],
    ["what's my daily routine?", /^From your journal from (\S+) to (\S+), what you do most often:\n\n- /],
    ["quais sao os meus habitos?", /^Pelo seu diário de (\S+) a (\S+), o que faz com mais frequência:\n\n- /],
    ["o que costumo fazer?", /^Pelo seu diário de (\S+) a (\S+), o que faz com mais frequência:\n\n- /],
  ])("%s ranks the activities of the last year by the entries that mention them", async (question, lead) => {
    const run = await ask(world, model, question);
    expectGrounded(run);
    expect(run.calls.every((call) => call.name === "count_mentions")).toBe(true);
    expect(run.answer).toMatch(lead);
    const counts = [...run.answer.matchAll(/^- .+?: (\d+) (?:entries|entradas)/gm)].map((line) => Number(line[1]));
    expect(counts.length).toBeGreaterThanOrEqual(4);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  // What one did most, or spent most time on, in a period: the same activities ranked over that period.
  it.each([
    ["what did I do most last month?", "2024-11-01", "2024-11-30", /^From your journal last month \(2024-11-01 to 2024-11-30\), what you do most often:\n\n- /],
    ["what did I spend the most time on last month?", "2024-11-01", "2024-11-30", /^From your journal last month \(2024-11-01 to 2024-11-30\), what you do most often:\n\n- /],
    ["what do I do most often?", "2024-01-02", "2024-12-31", /^From your journal from 2024-01-02 to 2024-12-31, what you do most often:\n\n- /],
    ["o que fiz mais no mês passado?", "2024-11-01", "2024-11-30", /^Pelo seu diário no mês passado \(2024-11-01 a 2024-11-30\), o que faz com mais frequência:\n\n- /],
    ["em que passei mais tempo este ano?", "2024-01-01", "2024-12-31", /^Pelo seu diário este ano \(2024-01-01 a 2024-12-31\), o que faz com mais frequência:\n\n- /],
    ["a que dediquei mais tempo em outubro?", "2024-10-01", "2024-10-31", /^Pelo seu diário em outubro \(2024-10-01 a 2024-10-31\), o que faz com mais frequência:\n\n- /],
  ])("%s ranks the activities of the period asked", async (question, from, to, lead) => {
    const run = await ask(world, model, question);
    expectGrounded(run);
    expect(run.calls.every((call) => call.name === "count_mentions" && call.arguments["from"] === from && call.arguments["to"] === to)).toBe(true);
    expect(run.answer).toMatch(lead);
  });

  it("counts climbing by the entries that go climbing, not those that only name the climbing gym", async () => {
    const run = await ask(world, model, "how often do I go climbing?");
    const counted = (run.results[0]!.data as Json)["mentions"] as number;
    const climbing = world.entries.filter((entry) => /climbing(?! gym)|escalar/i.test(entry.content)).length;
    expect(counted).toBe(climbing);
    expect(world.entries.filter((entry) => /climbing|escalar/i.test(entry.content)).length).toBeGreaterThan(climbing);
  });
});

describe("counts and people over the sample journal", () => {
  it.each([
    ["how many times did I mention Ana in March?", "Ana", "2024-03-01", "2024-03-31", /^“Ana” comes up in (\d+) of your (\d+) entries in March \(2024-03-01 to 2024-03-31\): about [\d.]+ a week\./],
    ["quantas vezes falei da Sofia em 2023?", "Sofia", "2023-01-01", "2023-12-31", /^«Sofia» aparece em (\d+) das (\d+) entradas em 2023 \(2023-01-01 a 2023-12-31\): cerca de [\d,]+ por mês \([\d,]+ por semana\)\./],
    ["how often do I see Miguel?", "Miguel", "2022-01-01", "2024-12-31", /^“Miguel” comes up in (\d+) of your (\d+) entries from 2022-01-01 to 2024-12-31: about [\d.]+ a month \([\d.]+ a week\)\./],
  ])("%s counts every entry, not a search's first 20", async (question, name, from, to, sentence) => {
    const run = await ask(world, model, question);
    expectGrounded(run);
    expect(run.calls.map((call) => call.name)).toEqual(["count_mentions"]);
    const match = sentence.exec(run.answer);
    expect(match, run.answer).not.toBeNull();
    expect(Number(match![1])).toBe(naming(name, from, to));
    expect(Number(match![2])).toBe(world.entries.filter((entry) => entry.date >= from && entry.date <= to).length);
  });

  it("gives the rate of a whole year and says which of two activities comes up more", async () => {
    const year = await ask(world, model, "how many times did I go running in 2023?");
    expectGrounded(year);
    const counted = (year.results[0]!.data as Json)["mentions"] as number;
    expect(counted).toBeGreaterThan(20);
    expect(year.answer).toContain(`comes up in ${counted} of your`);
    expect(year.answer).toMatch(/a month \([\d.]+ a week\)/);
    const both = await ask(world, model, "do I go climbing more than running?");
    expectGrounded(both);
    const [climbing, running] = both.results.map((result) => (result.data as Json)["mentions"] as number);
    expect(both.answer).toContain(climbing! > running! ? `So “climbing” comes up more often than “running” (${climbing} entries against ${running})` : `So “running” comes up more often than “climbing” (${running} entries against ${climbing})`);
  });

  it.each([
    ["did I go running more this year than last?", "en", { "2024-01-01": "this year", "2023-01-01": "last year" }],
    ["corri mais este ano do que no ano passado?", "pt", { "2024-01-01": "este ano", "2023-01-01": "no ano passado" }],
    ["did I go climbing more in 2023 than in 2022?", "en", { "2023-01-01": "in 2023", "2022-01-01": "in 2022" }],
    ["do I go climbing more than last year?", "en", { "2024-01-01": "this year", "2023-01-01": "last year" }],
  ] as const)("%s counts the topic in both periods and compares the share of entries", async (question, language, labels: Record<string, string>) => {
    const run = await ask(world, model, question);
    expectGrounded(run);
    expect(run.calls.map((call) => call.name)).toEqual(["count_mentions", "count_mentions"]);
    const froms = run.calls.map((call) => call.arguments["from"]);
    expect([...froms].sort()).toEqual(Object.keys(labels).sort());
    const shares = run.results.map((result) => {
      const data = result.data as Json;
      return (data["mentions"] as number) / (data["entries"] as number);
    });
    expect(shares.every((share) => share > 0)).toBe(true);
    const moreFrom = run.calls[shares[0]! >= shares[1]! ? 0 : 1]!.arguments["from"] as string;
    const verdict = language === "en" ? /So “\S+” came up more (.+?) \(in [\d.]+% of the entries\) than/ : /Ou seja, «\S+» apareceu mais (.+?) \(em [\d,]+% das entradas\) do que/;
    const match = verdict.exec(run.answer);
    expect(match, run.answer).not.toBeNull();
    // The period named as the one with more is the one whose share is larger.
    expect(match![1]).toBe(labels[moreFrom]);
  });

  it.each([
    ["how much did I spend on groceries?", "I can't add up amounts written in your entries, such as money spent or distances."],
    ["how many km did I run this year?", "I can't add up amounts written in your entries, such as money spent or distances."],
    ["quanto gastei em compras no supermercado?", "Não consigo somar quantias escritas nas entradas, como dinheiro gasto ou distâncias."],
    ["quantos quilómetros corri?", "Não consigo somar quantias escritas nas entradas, como dinheiro gasto ou distâncias."],
  ])("%s says entries hold no amounts before what they hold", async (question, lead) => {
    const run = await ask(world, model, question);
    expectGrounded(run);
    expect(["count_mentions", "search_journal"]).toContain(run.calls[0]!.name);
    expect(run.answer.startsWith(lead), run.answer).toBe(true);
  });

  it.each([
    ["I feel lonely today", "That sounds hard. Writing about it in your journal can help"],
    ["estou triste hoje", "Isso parece difícil. Escrever sobre isso no diário pode ajudar"],
    ["I feel great today", "Good to hear. Here is how your last days look in your entries:"],
  ])("%s: the feeling told is answered before the journal's state", async (question, lead) => {
    const run = await ask(world, model, question);
    expectGrounded(run);
    expect(run.calls.map((call) => call.name)).toEqual(["get_current_state"]);
    expect(run.answer.startsWith(lead), run.answer).toBe(true);
  });

  it.each([
    ["am I lonely?", "happiness"],
    ["am I stressed?", "stress"],
    ["estou sozinho?", "happiness"],
    ["ando stressada?", "stress"],
  ])("%s asks the journal for that mood over the last days, not the documents", async (question, metric) => {
    const run = await ask(world, model, question);
    expectGrounded(run);
    expect(run.calls).toEqual([{ name: "get_time_series", arguments: { metric } }]);
    expect(run.answer).not.toMatch(/That sounds hard|Isso parece/);
  });

  it.each(["who do I spend the most time with?", "com quem passo mais tempo?", "who do I mention most?", "quem são as pessoas mais presentes no meu diário?"])(
    "%s ranks the people by the entries that name them, never the dog",
    async (question) => {
      const run = await ask(world, model, question);
      expectGrounded(run);
      // Without a period: the last 365 days.
      const start = (run.results[0]!.data as Json)["from"] as string;
      expect(start).toBe("2024-01-02");
      const expected = [...world.journal.people].sort((a, b) => naming(b, start) - naming(a, start)).slice(0, 5);
      const lines = run.answer.split("\n").filter((line) => line.startsWith("- "));
      expect(lines.map((line) => line.slice(2).split(":")[0])).toEqual(expected);
      for (const person of expected) expect(run.answer).toMatch(new RegExp(`- ${person}: ${naming(person, start)} (?:entries|entradas)`));
      expect(run.answer).not.toContain("Biscuit");
    },
  );
});

describe("the best and worst months and weeks over the sample journal", () => {
  /** The mean of the daily mood readings of each month or week, from the entries' own analyses. */
  const periodMeans = (run: GoldenRun, key: "byMonth" | "byWeek") =>
    ((run.results[0]!.data as Json)[key] as Json[]).map((row) => ({ from: String(row["from"]), to: String(row["to"]), average: Number(row["average"]), count: Number(row["count"]) }));

  it("names the happiest month of a year and the lowest, from the month averages", async () => {
    const run = await ask(world, model, "what was my best month in 2023?");
    expectGrounded(run);
    expect(run.calls).toEqual([{ name: "get_time_series", arguments: { metric: "happiness", from: "2023-01-01", to: "2023-12-31" } }]);
    const months = periodMeans(run, "byMonth");
    expect(months).toHaveLength(12);
    const best = [...months].sort((a, b) => b.average - a.average)[0]!;
    const worst = [...months].sort((a, b) => a.average - b.average)[0]!;
    const name = (from: string) => new Date(`${from}T00:00:00Z`).toLocaleString("en", { month: "long", timeZone: "UTC" });
    expect(run.answer).toContain(`The month with the highest happiness in 2023 (2023-01-01 to 2023-12-31) was ${name(best.from)} 2023: ${Math.round(best.average)}/100 on average`);
    expect(run.answer).toContain(`The lowest was ${name(worst.from)} 2023 (${Math.round(worst.average)}/100).`);
  });

  it("ranks months, not days, when the superlative follows the month, in both languages", async () => {
    const happiest = await ask(world, model, "which month of 2023 was my happiest?");
    expectGrounded(happiest);
    const best = [...periodMeans(happiest, "byMonth")].sort((a, b) => b.average - a.average)[0]!;
    expect(happiest.answer).toMatch(/^The month with the highest happiness in 2023 .* was \w+ 2023: (\d+)\/100 on average/);
    expect(happiest.answer).toContain(`2023: ${Math.round(best.average)}/100 on average`);
    const saddest = await ask(world, model, "em que mês de 2023 estive mais triste?");
    expectGrounded(saddest);
    const worst = [...periodMeans(saddest, "byMonth")].sort((a, b) => a.average - b.average)[0]!;
    expect(saddest.answer).toMatch(new RegExp(`^O mês com o valor de felicidade mais baixo em 2023 .* foi \\p{L}+ de 2023: média de ${Math.round(worst.average)}/100`, "u"));
  });

  it("names the hardest week, Monday to Sunday, in Portuguese", async () => {
    const run = await ask(world, model, "qual foi a pior semana de 2024?");
    expectGrounded(run);
    const weeks = periodMeans(run, "byWeek").filter((week) => week.count >= 3);
    const worst = [...weeks].sort((a, b) => a.average - b.average)[0]!;
    expect(new Date(`${worst.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(run.answer).toMatch(new RegExp(`^A semana com o valor de felicidade mais baixo em 2024 \\(2024-01-01 a 2024-12-31\\) foi a semana de ${worst.from} a ${worst.to}: média de ${Math.round(worst.average)}/100`));
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
          expect(todo.title, todo.title).toMatch(/^\p{Lu}[^.!?]*[\p{L}\p{N})»]\.$/u);
          expect(todo.firstStep).toMatch(/^\p{Lu}/u);
          expect(todo.title).not.toMatch(/\b(?:for|with|on|about|para|com|sobre) (?:the )?(?!family\b)(?:\p{Ll}+ed|\p{Ll}+ly)\b/u);
          expect(detectLanguage(`${todo.title} ${todo.firstStep}`), todo.title).toBe(language);
        }
      }
    }
  });
});
