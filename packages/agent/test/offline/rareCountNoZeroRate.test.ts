import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";

// "How many physio sessions did I have?", "quantas sessões de fisioterapia tive?": three mentions in a year and more
// are no "0 a week". A rate said as 0 is not said (the one a month alone, or none); with no rate a week, the few days
// are said one by one, and a side of the trend with nothing on it is "none".

const now = new Date("2024-05-10T10:00:00Z");
const { answerWith } = offlineConversation({ skills: everySkill, now, timeZone: "Europe/Lisbon" });
const counted = (mentions: number, perWeek: number, perMonth: number, dates: ReadonlyArray<string>, from = "2023-01-02") => (name: string, args: Record<string, unknown>) =>
  name === "count_mentions"
    ? {
        query: args["query"], from: args["from"] ?? from, to: args["to"] ?? "2024-05-10", entries: 300, mentions, days: dates.length,
        firstDate: dates[0], lastDate: dates.at(-1), recentDates: [...dates].reverse().slice(0, 5), perWeek, perMonth,
        byMonth: [...new Set(dates.map((date) => date.slice(0, 7)))].map((month) => ({ month, count: dates.filter((date) => date.startsWith(month)).length })),
      }
    : { results: [] };
const zeroRate = /\b0 (?:a week|a month|por semana|por mês)/;

describe("a few mentions over a long time", () => {
  const physio = counted(3, 0.04, 0.18, ["2024-02-05", "2024-02-20", "2024-03-18"]);
  it.each([
    ["how many physio sessions did I have?", "about 0.2 a month. It was on 2024-02-05, 2024-02-20 and 2024-03-18.", "against none before"],
    ["quantas sessões de fisioterapia tive?", "cerca de 0,2 por mês. Foi em 2024-02-05, 2024-02-20 e 2024-03-18.", "contra nenhuma antes"],
    ["quantas sessões de fisioterapia eu fiz?", "cerca de 0,2 por mês. Foi em 2024-02-05, 2024-02-20 e 2024-03-18.", "contra nenhuma antes"],
  ])("%j says the count and its days, never a rate of 0", async (question, said, trend) => {
    const text = await answerWith(question, physio);
    expect(text).toContain(said);
    expect(text).toContain(trend);
    expect(text).not.toMatch(zeroRate);
  });

  const dentist = counted(2, 0.008, 0.03, ["2019-06-03", "2022-11-14"], "2019-05-01");
  it.each([
    ["how many times did I go to the dentist?", "of your 300 entries from 2019-05-01 to 2024-05-10. It was on 2019-06-03 and 2022-11-14."],
    ["quantas vezes fui ao dentista?", "das 300 entradas de 2019-05-01 a 2024-05-10. Foi em 2019-06-03 e 2022-11-14."],
  ])("%j says no rate at all when even the one a month would be 0", async (question, said) => {
    const text = await answerWith(question, dentist);
    expect(text).toContain(said);
    expect(text).not.toMatch(zeroRate);
  });

  it.each([
    ["how many times did I go running?", "about 4.3 a month (1 a week)"],
    ["quantas vezes fui correr?", "cerca de 4,3 por mês (1 por semana)"],
  ])("%j still says a rate that is not 0", async (question, said) => {
    expect(await answerWith(question, counted(70, 1, 4.3, ["2023-01-09", "2024-05-06"]))).toContain(said);
  });
});

describe("how often one writes, with few entries over years", () => {
  const journal = (totalEntries: number) => (name: string) =>
    name === "get_current_state"
      ? { days: 14, from: "2024-04-27", to: "2024-05-10", entryCount: 1, lastEntryDate: "2024-05-02", totalEntries, firstEntryDate: "2021-01-03", metrics: {}, themes: [], stressors: [], protectiveFactors: [], todos: [] }
      : {};
  it.each([
    ["how often do I write in my journal?", 4, "That is about 0.1 entries a month."],
    ["com que frequência escrevo no diário?", 4, "São cerca de 0,1 entradas por mês."],
  ])("%j says the entries a month alone when a week's would be 0", async (question, total, said) => {
    const text = await answerWith(question, journal(total));
    expect(text).toContain(said);
    expect(text).not.toMatch(zeroRate);
  });

  it.each([["how often do I write in my journal?"], ["com que frequência escrevo no diário?"]])("%j says no rate when a month's would be 0 too", async (question) => {
    const text = await answerWith(question, journal(2));
    expect(text).toMatch(/2 entries|2 entradas/);
    expect(text).not.toMatch(/a month|a week|por mês|por semana/);
  });
});
