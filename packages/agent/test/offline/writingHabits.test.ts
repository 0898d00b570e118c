import { describe, expect, it } from "vitest";
import { answerWith } from "./offlineTestModel.js";

const day = (weekday: string, calendarDays: number, daysWritten: number, entries: number, averageWords: number) => ({ weekday, calendarDays, daysWritten, entries, averageWords });
/** Ten weeks from a Monday: written on 9 of 10 Saturdays and Sundays (long entries), on 4 of 10 of each weekday (short ones). */
const byWeekday = [
  day("mondays", 10, 4, 4, 60),
  day("tuesdays", 10, 4, 4, 60),
  day("wednesdays", 10, 4, 4, 60),
  day("thursdays", 10, 3, 3, 60),
  day("fridays", 10, 5, 5, 60),
  day("saturdays", 10, 9, 9, 180),
  day("sundays", 10, 9, 9, 180),
];
const counted = { query: "", from: "2024-03-04", to: "2024-05-12", entries: 38, mentions: 38, days: 38, byWeekday, longestGap: { from: "2024-03-20", to: "2024-03-24", days: 5 }, longestStreak: { from: "2024-04-10", to: "2024-04-21", days: 12 }, currentStreak: 2 };

describe("how the writing falls on the days of the week", () => {
  it.each([
    ["Do I write more on weekends?", "on 90% of weekend days and 40% of weekdays", "more often on weekends", "average 180 words", "weekend entries are longer", "most often on Saturdays"],
    ["Escrevo mais ao fim de semana?", "em 90 % dos dias de fim de semana e em 40 % dos dias úteis", "mais vezes ao fim de semana", "média 180 palavras", "as de fim de semana são mais longas", "mais vezes aos sábados"],
    ["which day of the week do I write most?", "on 90% of weekend days", "more often on weekends", "180 words", "longer", "least on Thursdays (30%)"],
    ["em que dia da semana escrevo mais?", "em 90 % dos dias de fim de semana", "ao fim de semana", "180 palavras", "mais longas", "menos às quintas (30 %)"],
  ])("%s is counted from every entry's date, not read as a mood", async (question, ...parts) => {
    const { calls, text } = await answerWith(question, counted);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["count_mentions", {}]]);
    for (const part of parts) expect(text).toContain(part);
  });

  it("still reads a mood asked by weekday as the mood", async () => {
    const { calls } = await answerWith("is my mood better on weekends?", counted);
    expect(calls[0]!.name).toBe("get_time_series");
  });
});

describe("the longest run of days written", () => {
  it.each([
    ["what's my longest writing streak?", "longest writing streak from 2024-03-04 to 2024-05-12 was 12 days in a row, from 2024-04-10 to 2024-04-21", "current streak: 2 days"],
    ["qual foi a minha maior sequência de dias a escrever?", "maior sequência de dias a escrever de 2024-03-04 a 2024-05-12 foi de 12 dias seguidos, de 2024-04-10 a 2024-04-21", "sequência atual: 2 dias"],
    ["what's the most days in a row I wrote?", "12 days in a row, from 2024-04-10", "current streak"],
    ["quantos dias seguidos escrevi no máximo?", "12 dias seguidos, de 2024-04-10", "sequência atual"],
    // The run asked after the verb: "in a row" is how the days ran, not a row (a quarrel) to count.
    ["how many days did I write in a row?", "12 days in a row, from 2024-04-10", "current streak: 2 days"],
    ["how many days straight have I journaled?", "12 days in a row, from 2024-04-10", "current streak: 2 days"],
    ["quantos dias escrevi seguidos?", "12 dias seguidos, de 2024-04-10", "sequência atual: 2 dias"],
    ["durante quantos dias escrevi no diário consecutivamente?", "12 dias seguidos, de 2024-04-10", "sequência atual: 2 dias"],
  ])("%s says the longest streak and the current one, not the longest gap", async (question, longest, current) => {
    const { calls, text } = await answerWith(question, counted);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["count_mentions", {}]]);
    expect(text).toContain(longest);
    expect(text).toContain(current);
    expect(text).not.toContain("2024-03-20");
  });
});

describe("how long the person has been writing", () => {
  it.each(["how long have I been journaling?", "since when have I been writing in my journal?", "desde quando escrevo o diário?", "há quanto tempo escrevo?", "how long have I been keeping this journal?", "how long have I been keeping a diary?", "há quanto tempo mantenho este diário?", "há quanto tempo tenho este diário?"])(
    "%s is the first entry's date",
    async (question) => {
      const { calls, text } = await answerWith(question, { sort: "oldest", entries: [{ date: "2022-01-01", title: "", excerpt: "First page of a new notebook." }] });
      expect(calls.map((call) => [call.name, call.args])).toEqual([["get_recent_entries", { count: 1, sort: "oldest" }]]);
      expect(text).toContain("2022-01-01");
    },
  );

  it.each([
    ["how long have I been keeping this journal?", "You have been keeping your journal for 2 years and 4 months."],
    ["há quanto tempo mantenho este diário?", "Escreve no diário há 2 anos e 4 meses."],
  ])("%s says for how long, before the first entry", async (question, span) => {
    const { text } = await answerWith(question, { sort: "oldest", entries: [{ date: "2022-01-01", title: "", excerpt: "First page of a new notebook." }] });
    expect(text.startsWith(span)).toBe(true);
  });
});
