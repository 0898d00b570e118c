import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

const hit = (date: string, excerpt: string) => ({ id: date, date, title: "", excerpt, confidence: "high", score: 1 });

// Where one went on holiday is what the trips' entries say, not the places the journal names every day.
describe("where one went on a trip", () => {
  it.each([
    ["where did I go on holiday last year?", "2023-01-01"],
    ["onde fui de férias no ano passado?", "2023-01-01"],
    ["where did we go on our trip in 2023?", "2023-01-01"],
  ])("%s searches the trips' entries", async (question, from) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { from } });
    expect((calls[0]!.args["related"] as string[][]).flat()).toEqual(expect.arrayContaining(["trip"]));
  });

  it.each([["where did I go last year?"], ["onde fui no ano passado?"]])("%s still ranks the places", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]?.name).toBe("rank_names");
  });

  it.each([
    ["what did I do on my last holiday?", "trip"],
    ["o que fiz nas últimas férias?", "trip"],
    ["where did I go on my last trip?", "trip"],
    ["onde fui na minha última viagem?", "trip"],
  ])("%s searches the trips' entries, the best matches rather than the newest", async (question, word) => {
    const { calls } = await plan(question);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { limit: 20 } });
    expect(calls[0]!.args["recencyBoost"]).toBeUndefined();
    expect((calls[0]!.args["related"] as string[][]).flat()).toContain(word);
  });

  it.each([
    [
      "what did I do on my last holiday?",
      [hit("2024-05-08", "Planning meeting for the summer roadmap."), hit("2024-04-20", "Flew to Madeira with Ana."), hit("2024-04-22", "Walked the levadas, the best day of the holiday."), hit("2023-08-02", "Holiday in Porto.")],
      "Your last trip in your entries ran from 2024-04-20 to 2024-04-22 (2 entries):",
    ],
    [
      "o que fiz nas últimas férias?",
      [hit("2024-05-08", "Reunião de trabalho sobre o plano do verão."), hit("2024-04-20", "Voei para a Madeira com a Ana."), hit("2024-04-22", "Caminhei nas levadas, o melhor dia das férias."), hit("2023-08-02", "Férias no Porto.")],
      "A sua última viagem nas entradas foi de 2024-04-20 a 2024-04-22 (2 entradas):",
    ],
  ])("%s reads the last trip's days, not a meeting matched on a word cut alike", async (question, results, lead) => {
    const { text } = await answerWith(question, { results, confidence: "high" });
    expect(text).toContain(lead);
    expect(text).toContain("Madeira");
    expect(text).not.toContain("2024-05-08");
    expect(text).not.toContain("2023-08-02");
  });

  it.each([
    ["when did I last take a plane?", [hit("2024-04-20", "Took the plane to Madeira."), hit("2024-05-08", "Planning meeting for the summer roadmap.")]],
    ["quando foi a última vez que andei de avião?", [hit("2024-04-20", "Andei de avião até a Madeira."), hit("2024-05-08", "Reunião de trabalho sobre o plano do verão.")]],
  ])("%s: the last time is an entry surely about it", async (question, results) => {
    const { text } = await answerWith(question, { results, confidence: "high" });
    expect(text).toContain("2024-04-20");
    expect(text).not.toMatch(/2024-05-08:|on 2024-05-08|em 2024-05-08/);
  });

  it.each([
    ["what did I do on my last holiday?", [hit("2024-05-08", "Planning meeting for the summer roadmap.")], "None of your entries clearly tells of a trip"],
    ["o que fiz nas últimas férias?", [hit("2024-05-08", "Reunião de trabalho sobre o plano do verão.")], "Nenhuma das suas entradas fala claramente de uma viagem"],
  ])("%s says no entry tells of a trip when the matches only share part of a word", async (question, results, expected) => {
    const { text } = await answerWith(question, { results, confidence: "high" });
    expect(text).toContain(expected);
    expect(text).not.toContain("2024-05-08");
  });
});
