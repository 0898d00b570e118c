import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "how many hours did I work this week?": hours are an amount the entries may write, not a topic. Before, "hours" was
// counted as a second topic beside "work" and the answer compared them ("So “work” comes up more often than “hours”").

describe("hours asked of something done", () => {
  it.each([
    ["how many hours did I work this week?", "work"],
    ["how many minutes did I meditate this month?", "meditate"],
    ["quantas horas trabalhei esta semana?", "trabalhei"],
    ["quantos minutos meditei este mês?", "meditei"],
  ])("%s counts the entries about %s, not the word for hours", async (question, topic) => {
    const { calls } = await plan(question);
    const queries = calls.filter((call) => call.name === "count_mentions").map((call) => String(call.args["query"]));
    expect(queries[0]).toBe(topic);
    expect(queries.some((query) => /\b(?:hours|minutes|horas|minutos)\b/.test(query))).toBe(false);
  });

  it.each([
    ["how many hours did I work this week?", "work", "I can't add up amounts written in your entries", "“work” comes up in 3 of your 4 entries"],
    ["quantas horas trabalhei esta semana?", "trabalhei", "Não consigo somar quantias escritas nas entradas", "«trabalhei» aparece em 3 das 4 entradas"],
  ])("%s says the hours are not added up, then how often it came up", async (question, query, preface, count) => {
    const data = { query, from: "2024-05-06", to: "2024-05-10", entries: 4, mentions: 3, days: 3, words: 300, firstDate: "2024-05-06", lastDate: "2024-05-09", recentDates: ["2024-05-09"], byMonth: [{ month: "2024-05", count: 3 }], perWeek: 3, perMonth: 3, truncated: false };
    const { text } = await answerWith(question, data);
    expect(text).toContain(preface);
    expect(text).toContain(count);
    expect(text).not.toMatch(/more often than|mais vezes do que/);
  });
});
