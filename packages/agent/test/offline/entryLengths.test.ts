import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

// The journal from 2023-05-11 to 2024-05-10: 40 entries, 6,000 words, the most of them in March 2024.
const counted = {
  query: "",
  from: "2023-05-11",
  to: "2024-05-10",
  entries: 40,
  mentions: 40,
  days: 40,
  words: 6000,
  byMonth: [
    { month: "2024-02", count: 10, words: 1200 },
    { month: "2024-03", count: 20, words: 3600 },
    { month: "2024-04", count: 10, words: 1200 },
  ],
  longestEntries: [
    { date: "2024-03-14", words: 820, opening: "What a day: the move is done and the flat finally feels like home." },
    { date: "2024-03-02", words: 610, opening: "Long talk with Ana about work." },
    { date: "2024-04-20", words: 540, opening: "Hike in Sintra." },
  ],
  shortestEntry: { date: "2024-02-11", words: 3, opening: "Tired. Bed early." },
};

describe("how long the entries are", () => {
  it.each([
    ["what's my longest entry?", ["Your longest entry", "is from 2024-03-14, with 820 words. It begins: “What a day: the move is done", "Next longest: 2024-03-02 (610), 2024-04-20 (540)."]],
    ["qual é a minha entrada mais longa?", ["A sua entrada mais longa", "é de 2024-03-14, com 820 palavras. Começa assim: «What a day", "A seguir: 2024-03-02 (610), 2024-04-20 (540)."]],
    ["what was my shortest entry?", ["Your shortest entry", "is from 2024-02-11, with 3 words: “Tired. Bed early.”"]],
    ["qual foi a entrada mais curta?", ["A sua entrada mais curta", "é de 2024-02-11, com 3 palavras: «Tired. Bed early.»"]],
    ["what's the average length of my entries?", ["6,000 words in 40 entries", "about 150 words an entry", "The month you wrote most: March 2024"]],
    ["qual é o tamanho médio das minhas entradas?", ["6.000 palavras em 40 entradas", "cerca de 150 palavras por entrada", "março de 2024"]],
    ["which month did I write the most?", ["The month you wrote most: March 2024, with 3,600 words."]],
    ["em que mês escrevi mais?", ["O mês em que escreveu mais: março de 2024, com 3.600 palavras."]],
  ])("%s is read from every entry of the journal, counted", async (question, parts) => {
    const { calls, text } = await answerWith(question, counted);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["count_mentions", {}]]);
    for (const part of parts) expect(text).toContain(part);
    expect(text).not.toMatch(/can't add up amounts|Não consigo somar/);
  });

  it("still reads the longest run as the runs written about, not the entries' length", async () => {
    const { calls } = await answerWith("what was my longest run?", counted);
    expect(calls.map((call) => call.name)).not.toContain("count_mentions");
  });
});

describe("how much was written, in a journal with no entries", () => {
  const empty = { query: "", from: null, to: null, entries: 0, mentions: 0, days: 0, words: 0, byMonth: [], longestEntries: [], shortestEntry: null };

  it.each([
    ["which month did I write the most?", "Your journal has no entries yet. Write one on the Journal page"],
    ["em que mês escrevi mais?", "O seu diário ainda não tem entradas. Escreva uma na página Diário"],
    ["what's the average length of my entries?", "Your journal has no entries yet."],
    ["quantas palavras já escrevi?", "O seu diário ainda não tem entradas."],
  ])("%s says the journal is empty and how to begin it", async (question, start) => {
    const { calls, text } = await answerWith(question, empty);
    expect(calls.map((call) => call.name)).toEqual(["count_mentions"]);
    expect(text.startsWith(start)).toBe(true);
  });

  it("names the period when the journal is empty only then", async () => {
    const { text } = await answerWith("how much did I write in March?", { ...empty, from: "2024-03-01", to: "2024-03-31" });
    expect(text).toBe("You wrote no entries in March (2024-03-01 to 2024-03-31).");
  });
});
