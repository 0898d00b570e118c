import { describe, expect, it } from "vitest";
import { answerWith, plan } from "./offlineTestModel.js";

// Weekends against weekdays, or one day against the others, of whatever the journal measures: a template's fields
// ("Sleep: 7h") and the mood's own series, each side with its average and how many days it holds.

const sleep = (byWeekday: ReadonlyArray<readonly [number, number]>) => ({
  total: 84,
  from: "2023-05-12",
  to: "2024-05-10",
  measures: [{ name: "Sleep", unit: "h", kind: "number", entries: 84, average: 7, min: { value: 5, date: "2024-01-08" }, max: { value: 9, date: "2024-02-03" }, trend: "steady", readings: [], byWeekday: byWeekday.map(([average, count], index) => ({ weekday: index + 1, average, count })) }],
});
/** Mondays short, weekends long. */
const measured = sleep([[6, 12], [7, 12], [7, 12], [7, 12], [7, 12], [8.5, 12], [8, 12]]);

describe("a recorded measure by day of the week", () => {
  it.each([
    ["do I sleep better on weekends?", "Sleep, as your entries record it from 2023-05-12 to 2024-05-10: on average 8.3 h on weekends (24 days) and 6.8 h on weekdays (60 days), 1.5 h more on weekends."],
    ["durmo melhor nos fins de semana?", "Sleep, pelo que as entradas indicam de 2023-05-12 a 2024-05-10: em média 8,3 h ao fim de semana (24 dias) e 6,8 h nos dias úteis (60 dias), mais 1,5 h ao fim de semana."],
    ["do I sleep less on Mondays?", "Sleep, as your entries record it from 2023-05-12 to 2024-05-10: on average 6 h on Mondays (12 days) and 7.4 h on the other days (72 days), 1.4 h more on the other days."],
    ["durmo menos às segundas?", "Sleep, pelo que as entradas indicam de 2023-05-12 a 2024-05-10: em média 6 h às segundas (12 dias) e 7,4 h nos outros dias (72 dias), mais 1,4 h nos outros dias."],
  ])("%s", async (question, answer) => {
    const { calls, text } = await answerWith(question, measured);
    expect(calls.map((call) => call.name)).toEqual(["count_mentions"]);
    expect(text).toBe(answer);
  });

  it.each([
    ["do I sleep better on weekends?", /^Your entries from 2023-05-12 to 2024-05-10 record no sleep as a number .* Offline I can compare your mood, stress or energy by day of the week/],
    ["durmo melhor nos fins de semana?", /^As entradas de 2023-05-12 a 2024-05-10 não trazem sono como número .* No modo offline posso comparar o humor/],
  ])("%s of entries that record no number says so and what it can do", async (question, answer) => {
    expect((await answerWith(question, { total: 300, from: "2023-05-12", to: "2024-05-10", measures: [] })).text).toMatch(answer);
  });
});

describe("the mood on one day of the week against the others", () => {
  const byWeekday = [48, 60, 60, 60, 60, 70, 70].map((average, index) => ({ weekday: index + 1, average, count: 10 }));
  const data = { metric: "valence", from: "2023-05-12", to: "2024-05-10", points: [], average: 61, min: 10, max: 95, count: 70, trend: "steady", byWeekday };
  it.each([
    ["is my mood worse on Mondays?", "Yes. Your mood from 2023-05-12 to 2024-05-10 averaged 48/100 on Mondays (10 days) and 63/100 on the other days (60 days): 15 points higher on the other days."],
    ["o meu humor é pior às segundas?", "A média de humor de 2023-05-12 a 2024-05-10 foi 48/100 às segundas (10 dias) e 63/100 nos outros dias (60 dias): 15 pontos mais alta nos outros dias."],
    ["am I happier on Saturdays?", "Yes. Your mood from 2023-05-12 to 2024-05-10 averaged 70/100 on Saturdays (10 days) and 60/100 on the other days (60 days): 10 points higher on Saturdays."],
  ])("%s", async (question, opening) => {
    expect((await answerWith(question, data)).text.startsWith(opening)).toBe(true);
  });
});

describe("the gap between weekends and weekdays", () => {
  // Weekdays 66.1, weekends 64.6: said as 66/100 and 65/100, so 1 point apart and not 2.
  const byWeekday = [66.1, 66.1, 66.1, 66.1, 66.1, 64.6, 64.6].map((average, index) => ({ weekday: index + 1, average, count: 10 }));
  const data = { metric: "valence", from: "2023-05-12", to: "2024-05-10", points: [], average: 66, min: 10, max: 95, count: 70, trend: "steady", byWeekday };
  it.each([
    ["compare my mood on weekdays and weekends", "averaged 65/100 on weekends (20 days) and 66/100 on weekdays (50 days): about the same."],
    ["compara o meu humor nos dias úteis e ao fim de semana", "foi 65/100 ao fim de semana (20 dias) e 66/100 nos dias úteis (50 dias): praticamente igual."],
  ])("%s is the gap of the scores said", async (question, said) => {
    expect((await answerWith(question, data)).text).toContain(said);
  });
});

describe("a thing done by day of the week, of entries that record no number for it", () => {
  // Of 52 of each weekday, the entries mention it on 10 weekdays each and on 26 Saturdays and Sundays.
  const byWeekday = [10, 10, 10, 10, 10, 26, 26].map((daysWritten, index) => ({ weekday: ["mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays"][index], calendarDays: 52, daysWritten, entries: daysWritten, averageWords: 40 }));
  it.each([
    ["do I exercise more on weekends?", "Your entries from 2023-05-12 to 2024-05-10 record no exercise as a number; counting the days that mention it instead: 50% of days on weekends and 19% of days on weekdays, more often on weekends."],
    ["faço mais exercício ao fim de semana?", "As entradas de 2023-05-12 a 2024-05-10 não trazem exercício como número; contando os dias que o mencionam: 50 % dos dias ao fim de semana e 19 % dos dias nos dias úteis, mais vezes ao fim de semana."],
  ])("%s counts the days that mention it", async (question, answer) => {
    const { text } = await answerWith(question, { total: 300, from: "2023-05-12", to: "2024-05-10", mentions: 102, measures: [], byWeekday });
    expect(text).toBe(answer);
  });
});

describe("a thing done at the weekend, asked as a habit", () => {
  it.each([["corro mais ao fim de semana?"], ["do I run more on weekends?"]])("%s counts over the last year, not this weekend", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "count_mentions", args: { from: "2023-05-12", to: "2024-05-10" } });
  });
});
