import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "give me insights about my year", "que padrões vês no meu ano?": a period's patterns are its review, with what lifted
// and weighed on it. "what makes me happy?", "o que me deixa stressado?": what went with the mood asked leads.

const year = {
  year: 2024,
  summary: { kind: "year", narrative: "", positiveDrivers: ["climbing", "Sofia"], negativeDrivers: ["deadline"], topEvents: ["trip"], happinessAverage: 62, entryCount: 120 },
};

describe("insights of a period", () => {
  it.each([
    ["give me insights about my year", "get_year_summary", { year: 2024 }],
    ["any patterns this year?", "get_year_summary", { year: 2024 }],
    ["que padrões vês no meu ano?", "get_year_summary", { year: 2024 }],
    ["insights on my last month", "get_month_summary", { month: "2024-04" }],
    ["há algum padrão no mês passado?", "get_month_summary", { month: "2024-04" }],
  ])("%s reads the period's summary, not a search for the word", async (question, name, args) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => [call.name, call.args])).toEqual([[name, args]]);
  });

  it.each([
    ["give me insights about my year", ["Main events: trip.", "What lifted 2024, in your words: climbing and Sofia.", "What weighed on it: deadline."]],
    ["que padrões vês no meu ano?", ["Principais acontecimentos: viagem.", "O que animou 2024, pelo que escreveu: escalada e Sofia.", "O que pesou: prazo."]],
  ])("%s says the main events and what lifted and weighed on it", async (question, said) => {
    const { text } = await answerWith(question, year);
    for (const part of said) expect(text).toContain(part);
  });

  it("with no period said, the patterns are still the last weeks' state", async () => {
    const { calls } = await plan("what patterns do you see in my journal?");
    expect(calls.map((call) => call.name)).toEqual(["get_current_state"]);
  });
});

const state = {
  days: 90,
  from: "2024-02-11",
  to: "2024-05-10",
  entryCount: 60,
  metrics: { happiness: { current: 0.7, change: 0.1 }, stress: { current: 0.3, change: -0.05 }, energy: { current: 0.5, change: 0 } },
  themes: ["work"],
  protectiveFactors: ["climbing", "Sofia"],
  stressors: ["deadline", "emails"],
  todos: [],
};

describe("what goes with a mood", () => {
  it.each([
    ["what makes me happy?", /^Days with climbing and Sofia tended to be happier\./],
    ["o que me deixa stressado?", /^Os dias com prazo e «?emails»? tenderam a ter mais stress\./],
    ["what stresses me out?", /^Days with deadline and emails tended to be more stressful\./],
  ])("%s leads with it, then the state", async (question, lead) => {
    const { text } = await answerWith(question, state);
    expect(text).toMatch(lead);
    expect(text).toMatch(/60 (?:entries|entradas)/);
  });

  it.each([
    ["what makes me happy?", "No topic stood out on your happier days in this window."],
    ["o que me deixa stressado?", "Nenhum tema se destacou nos dias com mais stress deste período."],
  ])("%s says when nothing went with it", async (question, said) => {
    const { text } = await answerWith(question, { ...state, protectiveFactors: [], stressors: [] });
    expect(text.startsWith(said)).toBe(true);
  });

  it.each([
    ["what makes me sad?", /^Days with deadline and emails tended to be more stressful\./],
    ["what makes me anxious?", /^Days with deadline and emails tended to be more stressful\./],
    ["o que me deixa triste?", /^Os dias com prazo e «?emails»? tenderam a ter mais stress\./],
    ["o que me faz sentir triste?", /^Os dias com prazo e «?emails»? tenderam a ter mais stress\./],
  ])("%s leads with what went with the harder days, not the happier ones", async (question, lead) => {
    const { calls, text } = await answerWith(question, state);
    expect(calls.map((call) => call.name)).toEqual(["get_current_state"]);
    expect(text).toMatch(lead);
  });

  it("how am I doing? keeps the state first", async () => {
    const { text } = await answerWith("how am I doing?", state);
    expect(text).toMatch(/^In the last 90 days/);
  });
});
