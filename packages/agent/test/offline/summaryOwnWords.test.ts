import type { ModelMessage } from "@lifeos/core";
import { describe, expect, it } from "vitest";
import { eventNames } from "../../src/journal/lexicon/eventNames.js";
import { eventLabels } from "../../src/journal/lexicon/detectEvents.js";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// A month in review read back in the question's language: the analysis's own words (its event labels and how it
// counts them) are said in that language; the writer's own words and names stay as written.

const { answerWith, turn } = offlineConversation({ skills: everySkill, now: new Date("2026-11-29T11:00:00Z"), timeZone: "Europe/Lisbon" });

const october = {
  summary: {
    kind: "month",
    period: "2026-10",
    narrative: "In October 2026 you wrote 12 entries.",
    positiveDrivers: ["trip", "praia", "Ana"],
    negativeDrivers: ["deadline", "doctor visit", "trabalho"],
    topEvents: ["trip (3×, first 2026-10-02)", "doctor visit (2026-10-05)", "dinner with friends (2×, first 2026-10-11)"],
    happinessAverage: 64.2,
    happinessInterval: { low: 58, high: 70 },
    entryCount: 12,
    method: "lexicon",
    generatedAt: "2026-11-01T00:00:00Z",
  },
};

const state = {
  days: 30,
  from: "2026-10-31",
  to: "2026-11-29",
  entryCount: 9,
  metrics: { happiness: { current: 61, change: 6 } },
  themes: ["trip", "praia", "Ana"],
  protectiveFactors: ["dinner with friends", "praia"],
  stressors: ["deadline", "trabalho"],
  todos: [],
};

const summaryOf = (name: string) => (name === "get_month_summary" ? october : {});

describe("the month in review in the question's language", () => {
  it.each([
    ["resumo de outubro", ["Principais acontecimentos: viagem (3 vezes, a primeira em 2026-10-02), consulta médica (2026-10-05) e jantar com amigos (2 vezes, a primeira em 2026-10-11)."]],
    ["summarise october", ["Main events: trip (3 times, first 2026-10-02), doctor visit (2026-10-05) and dinner with friends (2 times, first 2026-10-11)."]],
  ])("%s says the events and how often in its own words", async (question, lines) => {
    const text = await answerWith(question, summaryOf);
    for (const line of lines) expect(text).toContain(line);
  });

  it("in Portuguese keeps no English word of the analysis, and the writer's words as written", async () => {
    const text = await answerWith("como foi o mês passado?", summaryOf);
    expect(text).not.toMatch(/\b(?:trip|doctor visit|dinner with friends|first)\b/);
  });

  it.each([
    ["resumo de outubro", "porquê?", "O que animou outubro de 2026, pelo que escreveu: viagem, praia e Ana. O que pesou: prazo, consulta médica e trabalho."],
    ["summarise october", "why?", "What lifted October 2026, in your words: trip, praia and Ana. What weighed on it: deadline, doctor visit and trabalho."],
  ])("after %s, %s says what lifted and weighed on the month in the question's language", async (question, why, drivers) => {
    const messages: ModelMessage[] = [{ role: "user", content: question }, { role: "assistant", content: await answerWith(question, summaryOf) }, { role: "user", content: why }];
    const step = await turn(messages);
    expect(step.calls.map((call) => call.name)).toEqual(["get_month_summary"]);
    messages.push(
      { role: "assistant", content: "", toolCalls: step.calls },
      ...step.calls.map((call): ModelMessage => ({ role: "tool", toolCallId: call.id, name: call.name, content: JSON.stringify({ success: true, data: october }) })),
    );
    expect((await turn(messages)).text).toContain(drivers);
  });

  it.each([
    ["como tenho andado este mês?", ["O que mais apareceu: viagem, praia e Ana.", "Os dias com jantar com amigos e praia tenderam a ser mais felizes.", "Os dias com prazo e trabalho tenderam a ter mais stress."]],
    ["how have I been this month?", ["What came up most: trip, praia and Ana."]],
  ])("%s names the themes, what helped and what weighed in the question's language", async (question, lines) => {
    const text = await answerWith(question, (name) => (name === "get_current_state" ? state : {}));
    for (const line of lines) expect(text).toContain(line);
  });

  it.each([
    ["como tenho andado?", ["O que mais apareceu: viagem, compras e Biscuit.", "Os dias com compras, Biscuit e «knitting» tenderam a ser mais felizes."]],
    ["how have I been?", ["What came up most: trip, groceries and Biscuit.", "Days with groceries, Biscuit and knitting tended to be happier."]],
  ])("%s says the writer's English words in Portuguese in a Portuguese answer, quoting those it has no word for, and only there", async (question, lines) => {
    const english = { ...state, themes: ["trip", "groceries", "Biscuit"], protectiveFactors: ["groceries", "Biscuit", "knitting"], stressors: [], englishTerms: ["trip", "groceries", "knitting"] };
    const text = await answerWith(question, (name) => (name === "get_current_state" ? english : {}));
    for (const line of lines) expect(text).toContain(line);
  });

  it("has Portuguese words for every event the analysis names", () => {
    for (const label of eventLabels) expect(eventNames[label]?.pt, label).toMatch(/\p{L}/u);
  });
});
