import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "am I happier on days with Ana?" compares the measure asked on the days whose entries mention Ana with the other
// days of the last year (or of the period asked), and says it is a pattern in the entries, not a cause.

/** Wednesday 2 December 2026. */
const now = new Date("2026-12-02T10:00:00Z");
const { ask, answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "UTC" });

const row = (date: string, excerpt: string) => ({ entryId: date, date, excerpt, score: 1, confidence: "high" });
const journal = (name: string) => {
  if (name === "search_journal") return { results: [row("2026-11-20", "Dinner with Ana and Miguel, we laughed a lot."), row("2026-10-02", "Climbing with Ana, then coffee with Miguel.")], confidence: "high" };
  if (name === "get_time_series")
    return { metric: "happiness", points: [{ date: "2026-10-02", value: 70 }, { date: "2026-10-10", value: 50 }, { date: "2026-11-05", value: 60 }, { date: "2026-11-20", value: 80 }], sampled: false, average: 65, count: 4 };
  return {};
};

describe("the mood on the days with someone or something", () => {
  it.each([
    ["how do I feel when I see Miguel?", "Miguel", "happiness"],
    ["how did I feel after seeing Miguel?", "Miguel", "happiness"],
    ["am I happier on days with Ana?", "Ana", "happiness"],
    ["como me sinto quando estou com o Miguel?", "Miguel", "happiness"],
    ["como eu me sinto depois de ver o Miguel?", "Miguel", "happiness"],
    ["fico mais feliz nos dias com a Ana?", "Ana", "happiness"],
    ["am I less stressed on days I go climbing?", "climbing", "stress"],
    ["fico menos stressado nos dias em que vou escalar?", "escalar", "stress"],
  ])("%s searches %s and reads the %s of the last year", async (question, query, metric) => {
    const { calls } = await ask(question);
    // A search returns at most 20 entries and a long series is averaged into buckets: the year is read in parts.
    expect(calls.map((call) => call.name)).toEqual(["search_journal", "get_time_series", "search_journal", "get_time_series", "search_journal", "get_time_series", "search_journal", "get_time_series"]);
    expect(JSON.parse(calls[0]!.arguments)).toMatchObject({ query, from: "2025-12-03", to: "2026-03-04" });
    expect(JSON.parse(calls[1]!.arguments)).toMatchObject({ metric, from: "2025-12-03", to: "2026-03-04" });
    expect(JSON.parse(calls[7]!.arguments)).toMatchObject({ metric, from: "2026-09-05", to: "2026-12-02" });
  });

  it.each([
    ["am I happier on days with Ana?", "On the 2 days your entries mention “Ana”, your happiness averaged 75/100, against 55/100 on the other 2 days with entries: 20 points higher.", "a pattern in your entries, not proof"],
    ["fico mais feliz nos dias com a Ana?", "Nos 2 dias em que as suas entradas falam de «Ana», a sua felicidade teve uma média de 75/100, contra 55/100 nos outros 2 dias com entradas: 20 pontos mais alta.", "um padrão nas suas entradas, não uma prova"],
  ])("%s compares those days with the others and says it is no cause", async (question, compared, pattern) => {
    const text = await answerWith(question, journal);
    expect(text).toContain(compared);
    expect(text).toContain(pattern);
  });
  it.each([["am I happier on days with Ana this month?"], ["fico mais feliz nos dias com a Ana este mês?"]])("%s reads the period asked", async (question) => {
    const { calls } = await ask(question);
    expect(calls.map((call) => call.name)).toEqual(["search_journal", "get_time_series"]);
    expect(JSON.parse(calls[1]!.arguments)).toMatchObject({ metric: "happiness", from: "2026-12-01", to: "2026-12-02" });
  });
});
