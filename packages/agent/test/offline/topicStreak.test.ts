import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// "what's my longest running streak?", "quantos dias seguidos corri?": the days in a row whose entries mention it, not
// the writing streak, nor a row (a quarrel) to count.

const counted = (query: string, longest: { from: string; to: string; days: number } | null, current: number) => ({
  query,
  from: "2023-05-11",
  to: "2024-05-10",
  entries: 300,
  mentions: 80,
  lastDate: "2024-05-09",
  recentDates: ["2024-05-09"],
  byMonth: [],
  perWeek: 1.5,
  perMonth: 6.6,
  truncated: false,
  longestStreak: { from: "2024-01-01", to: "2024-02-20", days: 51 },
  currentStreak: 40,
  mentionStreak: { longest, current },
});

describe("the run of days of an activity", () => {
  it.each([
    ["what's my longest running streak?", "running"],
    ["what's my longest streak of running?", "running"],
    ["how many days in a row did I run?", "run"],
    ["how many consecutive days did I meditate?", "meditate"],
    ["qual a minha maior sequência de dias a correr?", "correr"],
    ["quantos dias seguidos fui ao ginásio?", "ginásio"],
    ["quantos dias consecutivos meditei?", "meditei"],
  ])("%s counts the entries that mention it, with their runs", async (question, word) => {
    const { calls } = await plan(question);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.name).toBe("count_mentions");
    expect(calls[0]!.args["query"]).toBe(word);
  });

  it("says the longest run and the current one, in English", async () => {
    const { text } = await answerWith("what's my longest running streak?", counted("running", { from: "2024-03-02", to: "2024-03-08", days: 7 }, 2));
    expect(text).toMatch(/^The most days in a row your journal mentions “running”/);
    expect(text).toContain("7 days, from 2024-03-02 to 2024-03-08");
    expect(text).toContain("Right now: 2 days in a row.");
    expect(text).not.toContain("51");
  });

  it("says them in Portuguese, and a broken run with its last day", async () => {
    const { text } = await answerWith("quantos dias seguidos corri?", counted("corri", { from: "2024-03-02", to: "2024-03-08", days: 7 }, 0));
    expect(text).toMatch(/^A maior sequência de dias seguidos em que o diário menciona «corri»/);
    expect(text).toContain("7 dias, de 2024-03-02 a 2024-03-08");
    expect(text).toContain("interrompida: o último dia que o menciona é 2024-05-09");
  });

  it("names the topic as asked, with its accents, not as the count folded it", async () => {
    const { text } = await answerWith("quantos dias seguidos fui ao ginásio?", counted("ginasio", { from: "2024-03-02", to: "2024-03-08", days: 7 }, 1));
    expect(text).toContain("menciona «ginásio»");
  });

  it("says plainly when no two days in a row mention it, or none does", async () => {
    expect((await answerWith("how many days in a row did I swim?", counted("swim", { from: "2024-05-09", to: "2024-05-09", days: 1 }, 1))).text).toContain("No two days in a row");
    expect((await answerWith("quantos dias seguidos nadei?", counted("nadei", null, 0))).text).toContain("Nenhuma das suas entradas");
  });

  it.each(["what's my longest writing streak?", "quantos dias seguidos escrevi?"])("%s is still the writing streak", async (question) => {
    const { calls } = await plan(question);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["count_mentions", {}]]);
  });
});
