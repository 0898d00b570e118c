import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// Friday 10 May 2024: this week is Monday 6 May to today.
describe("how one is doing this week or this month reads that calendar period so far", () => {
  it.each([
    ["How am I doing this week?", "en", "2024-05-06"],
    ["como estou esta semana?", "pt", "2024-05-06"],
    ["how am I doing this month?", "en", "2024-05-01"],
    ["como tenho andado este mês?", "pt", "2024-05-01"],
  ])("%s reads the state of the days since the period began", async (question, language, from) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "get_current_state", args: { from, to: "2024-05-10", language } });
  });

  it.each([
    ["How am I doing this week?", "This week (2024-05-06 to 2024-05-10) you wrote 4 entries."],
    ["como estou esta semana?", "Esta semana (2024-05-06 a 2024-05-10) escreveu 4 entradas."],
  ])("%s names the period in the question's words", async (question, lead) => {
    const data = { days: 5, from: "2024-05-06", to: "2024-05-10", entryCount: 4, totalEntries: 40, metrics: {}, themes: [], stressors: [], protectiveFactors: [], todos: [] };
    const { text } = await answerWith(question, data);
    expect(text.startsWith(lead)).toBe(true);
  });
});

const ranked = (count: number) =>
  ["2024-04-25", "2024-04-11", "2024-04-10", "2024-04-26", "2024-04-08"].slice(0, count).map((date, index) => ({
    id: date,
    date,
    title: "",
    excerpt: index === 0 ? "Climbed with Ana at Sintra and had dinner by the sea." : "A pleasant day.",
    mood: { happiness: 92 - index, stress: 10 + index, energy: 50 - index },
  }));

describe("one best or worst day asked names one day, with what its entry says", () => {
  it.each([
    ["what was my best day last month?", "happiest"],
    ["qual foi o meu melhor dia do mês passado?", "happiest"],
    ["what was my worst day last month?", "unhappiest"],
    ["qual foi o dia mais triste do mês passado?", "unhappiest"],
  ])("%s asks for the one day", async (question, sort) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { sort, count: 1, after: "2024-04-01", before: "2024-04-30" } });
  });

  it.each([
    ["what were my best days last month?"],
    ["quais foram os meus melhores dias do mês passado?"],
    ["my happiest days in April"],
  ])("%s still lists the days", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "get_recent_entries", args: { count: 5 } });
  });

  it.each([
    ["what was my best day last month?", "Your happiest day last month (2024-04-01 to 2024-04-30) was 2024-04-25 (happiness 92/100): “Climbed with Ana at Sintra and had dinner by the sea.”"],
    ["qual foi o meu melhor dia do mês passado?", "O dia mais feliz no mês passado (2024-04-01 a 2024-04-30) foi 2024-04-25 (felicidade 92/100): «Climbed with Ana at Sintra and had dinner by the sea.»"],
  ])("%s answers with that day", async (question, answer) => {
    const { text } = await answerWith(question, { entries: ranked(1), sort: "happiest" });
    expect(text).toBe(answer);
  });

  it.each([
    ["what was my calmest day last month?", "was 2024-04-25 (stress 10/100)"],
    ["qual foi o dia mais calmo do mês passado?", "foi 2024-04-25 (stress 10/100)"],
    ["what was my saddest day last month?", "was 2024-04-25 (happiness 92/100)"],
    ["qual foi o dia mais triste do mês passado?", "foi 2024-04-25 (felicidade 92/100)"],
  ])("%s names the measure beside the day's number", async (question, said) => {
    const { calls } = await plan(question);
    const { text } = await answerWith(question, { entries: ranked(1), sort: calls[0]!.args["sort"] });
    expect(text).toContain(said);
  });
});

describe("how one has been over a period longer than the state reads", () => {
  it.each([
    ["how have I been feeling since January?", "2024-01-01"],
    ["como me tenho sentido desde janeiro?", "2024-01-01"],
    ["how have I been doing since last summer?", "2023-06-01"],
  ])("%s reads the mood over the whole period", async (question, from) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "get_time_series", args: { metric: "valence", from, to: "2024-05-10" } });
  });
});

describe("how one has been feeling, in Portuguese's own words", () => {
  it.each([["como me tenho sentido?"], ["como tenho me sentido?"]])("%s reads the state, not a search for «sentido»", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("get_current_state");
  });
});
