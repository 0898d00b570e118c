import { describe, expect, it } from "vitest";
import { everySkill, offlineConversation } from "../support/offlineConversation.js";
import { answerWith, plan } from "./offlineTestModel.js";

// Questions of people who imported their own journals (a nurse's in Portuguese, a developer's in English), asked on
// Friday 10 May 2024.

describe("how long since the last entry", () => {
  const last = { entries: [{ id: "e1", date: "2024-04-26", title: null, excerpt: "Turno da noite outra vez." }] };

  it.each([
    ["How long since I last wrote?", "That was 14 days ago."],
    ["How many days since my last entry?", "That was 14 days ago."],
    ["Há quanto tempo não escrevo?", "Foi há 14 dias."],
    ["Há quantos dias não escrevo no diário?", "Foi há 14 dias."],
    ["Quando escrevi pela última vez?", "Foi há 14 dias."],
  ])("%s reads the last entry and says how long ago it was", async (question, ago) => {
    const { calls, text } = await answerWith(question, last);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["get_recent_entries", { count: 1 }]]);
    expect(text).toContain("2024-04-26");
    expect(text.endsWith(ago)).toBe(true);
  });

  it("says only the last entry when asked for it", async () => {
    expect((await answerWith("What was my last entry?", last)).text).not.toContain("days ago");
  });
});

describe("the hardest month or week", () => {
  it.each(["What was my hardest month?", "Which was my toughest week?", "Qual foi o mês mais difícil?", "Qual foi a semana mais dura?"])(
    "%s reads the lowest happiness by month or week",
    async (question) => {
      const { calls } = await plan(question);
      expect(calls.map((call) => [call.name, call.args["metric"]])).toEqual([["get_time_series", "happiness"]]);
    },
  );

  it.each([
    ["What was my hardest month?", "The month with the lowest happiness from 2023-05-12 to 2024-05-10 was February 2024: 31/100"],
    ["Qual foi o mês mais difícil?", "O mês com o valor de felicidade mais baixo de 2023-05-12 a 2024-05-10 foi fevereiro de 2024: média de 31/100"],
  ])("%s names the lowest month", async (question, opening) => {
    const data = {
      metric: "happiness", from: "2023-05-12", to: "2024-05-10", count: 40, average: 50, points: [],
      byMonth: [{ from: "2024-02-01", to: "2024-02-29", average: 31, count: 12 }, { from: "2024-03-01", to: "2024-03-31", average: 62, count: 14 }, { from: "2024-04-01", to: "2024-04-30", average: 55, count: 14 }],
    };
    const { text } = await answerWith(question, data);
    expect(text).toContain(opening);
  });
});

describe("the happiest day of the week, and the topics that come up most", () => {
  const year = {
    metric: "happiness", from: "2023-05-12", to: "2024-05-10", count: 120, average: 55, points: [],
    byWeekday: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, average: weekday === 6 ? 70 : 50 + weekday, count: 17 })),
    byWeek: [{ from: "2024-04-01", to: "2024-04-07", average: 80, count: 4 }, { from: "2024-04-08", to: "2024-04-14", average: 30, count: 4 }],
  };

  it.each([
    ["What's my happiest day of the week?", /Saturday/],
    ["Qual é o meu dia da semana mais feliz?", /sábado/],
  ])("%s is read by weekday, not by week", async (question, weekday) => {
    const { text } = await answerWith(question, year);
    expect(text).toMatch(weekday);
    expect(text).not.toMatch(/week of|semana de 2024/);
  });

  it.each(["What topics come up most in my journal?", "Quais são os temas que mais aparecem no diário?"])("%s reads the journal's themes", async (question) => {
    expect((await plan(question)).calls.map((call) => call.name)).toEqual(["get_current_state"]);
  });

  it.each(["How was I in April compared to May?", "Como estava eu em abril comparado com maio?"])("%s compares the two months' mood", async (question) => {
    expect((await plan(question)).calls.map((call) => call.name)).toEqual(["compare_time_periods"]);
  });
});

describe("more or less written", () => {
  /** Every entry of a period counted: 12 in March, 7 in April. ("Writing less lately?" reads the latest months against those before: see habitsAndMoods.) */
  const counts = (name: string, args: Record<string, unknown>) => {
    const from = args["from"] as string;
    const entries = from === "2024-03-01" ? 12 : from === "2024-04-01" ? 7 : from === "2024-04-11" ? 3 : 9;
    return name === "count_mentions" ? { from, to: args["to"], entries, mentions: entries, months: [] } : {};
  };
  const { answerWith: answerEach } = offlineConversation({ skills: everySkill, now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon" });

  it.each([
    ["Did I write more in March than in April?", "You wrote 12 entries in March (2024-03-01 to 2024-03-31) and 7 entries in April (2024-04-01 to 2024-04-30): more in March."],
    ["Escrevi mais em março do que em abril?", "Escreveu 12 entradas em março (2024-03-01 a 2024-03-31) e 7 entradas em abril (2024-04-01 a 2024-04-30): mais em março."],
  ])("%s counts every entry of both periods, not the mood", async (question, expected) => {
    expect(await answerEach(question, counts)).toBe(expected);
  });
});

describe("which days have no entry", () => {
  const march = {
    from: "2024-03-01", to: "2024-03-31", entries: 20, mentions: 20, currentStreak: 0,
    longestGap: { from: "2024-03-10", to: "2024-03-14", days: 5 },
    byWeekday: [4, 4, 4, 5, 5, 5, 4].map((calendarDays, index) => ({ weekday: index, calendarDays, daysWritten: [3, 3, 2, 3, 3, 3, 3][index], entries: 3, averageWords: 40 })),
  };

  it.each([
    ["Which days did I not write in March?", "You wrote on 20 of the 31 days in March (2024-03-01 to 2024-03-31); the other 11 have no entry. The longest you went without writing in March (2024-03-01 to 2024-03-31) was 5 days, from 2024-03-10 to 2024-03-14."],
    ["What days didn't I write in March?", "You wrote on 20 of the 31 days in March (2024-03-01 to 2024-03-31); the other 11 have no entry."],
    ["Que dias não escrevi em março?", "Escreveu em 20 dos 31 dias em março (2024-03-01 a 2024-03-31); os outros 11 não têm entrada. O maior intervalo sem escrever em março (2024-03-01 a 2024-03-31) foi de 5 dias, de 2024-03-10 a 2024-03-14."],
    ["Em que dias não escrevi em março?", "Escreveu em 20 dos 31 dias em março (2024-03-01 a 2024-03-31); os outros 11 não têm entrada."],
  ])("%s counts the month's days written and its longest gap", async (question, expected) => {
    const { calls, text } = await answerWith(question, march);
    expect(calls.map((call) => [call.name, call.args])).toEqual([["count_mentions", { from: "2024-03-01", to: "2024-03-31" }]]);
    expect(text).toContain(expected);
  });
});

describe("a topic counted in two periods with as many entries in each", () => {
  // 15 gym entries in each month, out of 24 in October and 26 in September: the same number, not "more" in October.
  const counts = (name: string, args: Record<string, unknown>) => {
    const from = args["from"] as string;
    return name === "count_mentions" ? { from, to: args["to"], entries: from === "2024-03-01" ? 24 : 26, mentions: 15, months: [] } : {};
  };
  const { answerWith: answerEach } = offlineConversation({ skills: everySkill, now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon" });

  it.each([
    ["how many times did I go to the gym in March vs April?", "So “gym” came up in as many entries in both periods (15 each): 62.5% of the entries in March and 57.7% in April."],
    ["quantas vezes fui ao ginásio em março e em abril?", "Ou seja, «ginásio» apareceu no mesmo número de entradas nos dois períodos (15 em cada): 62,5% das entradas em março e 57,7% em abril."],
  ])("%s says the same number, with each period's share", async (question, verdict) => {
    const text = await answerEach(question, counts);
    expect(text.endsWith(verdict), text).toBe(true);
  });
});

describe("whether every day of a period has an entry", () => {
  const month = (written: ReadonlyArray<number>) => ({
    from: "2024-03-01", to: "2024-03-31", entries: 20, mentions: 20, currentStreak: 0,
    longestGap: written.every((count, index) => count === [4, 4, 4, 5, 5, 5, 4][index]) ? null : { from: "2024-03-10", to: "2024-03-14", days: 5 },
    byWeekday: [4, 4, 4, 5, 5, 5, 4].map((calendarDays, index) => ({ weekday: index, calendarDays, daysWritten: written[index], entries: 3, averageWords: 40 })),
  });

  it.each([
    ["Did I write every day in March?", [3, 3, 2, 3, 3, 3, 3], "No: you wrote on 20 of the 31 days in March (2024-03-01 to 2024-03-31); the other 11 have no entry."],
    ["did i miss a day in march", [3, 3, 2, 3, 3, 3, 3], "No: you wrote on 20 of the 31 days in March (2024-03-01 to 2024-03-31)"],
    ["Escrevi todos os dias em março?", [3, 3, 2, 3, 3, 3, 3], "Não: escreveu em 20 dos 31 dias em março (2024-03-01 a 2024-03-31); os outros 11 não têm entrada."],
    ["Did I write every day in March?", [4, 4, 4, 5, 5, 5, 4], "Yes: you wrote on all 31 days in March (2024-03-01 to 2024-03-31)."],
    ["escrevi todos os dias em marco?", [4, 4, 4, 5, 5, 5, 4], "Sim: escreveu em todos os 31 dias em março (2024-03-01 a 2024-03-31)."],
  ])("%s answers yes or no with the days written", async (question, written, expected) => {
    const { calls, text } = await answerWith(question, month(written));
    expect(calls.map((call) => [call.name, call.args])).toEqual([["count_mentions", { from: "2024-03-01", to: "2024-03-31" }]]);
    expect(text.startsWith(expected), text).toBe(true);
  });

  // One day without an entry before the month's first: no gap between entries, and still not every day.
  it.each([
    ["Did I write every day in March?", "No: you wrote on 30 of the 31 days in March (2024-03-01 to 2024-03-31); the other one has no entry."],
    ["Escrevi todos os dias em março?", "Não: escreveu em 30 dos 31 dias em março (2024-03-01 a 2024-03-31); o outro não tem entrada."],
  ])("%s says one day missed without calling it no gap", async (question, expected) => {
    const { text } = await answerWith(question, { ...month([4, 4, 4, 5, 5, 5, 3]), longestGap: null });
    expect(text).toBe(expected);
  });
});

describe("the last time of something written about", () => {
  it.each(["When did I last write about Inês?", "Quando escrevi pela última vez sobre a Inês?"])("%s is a search, not the last entry", async (question) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "search_journal", args: { query: "Inês" } });
  });
});

describe("what the offline mode cannot do, said plainly", () => {
  const { ask } = offlineConversation({ skills: everySkill, now: new Date("2024-05-10T10:00:00Z"), timeZone: "Europe/Lisbon" });

  it.each([
    ["Can you predict how I will feel tomorrow?", "I can't predict how you will feel"],
    ["How will I feel next week?", "I can't predict how you will feel"],
    ["Consegues prever como vou estar amanhã?", "Não consigo prever como se vai sentir"],
    ["Como é que vou estar para a semana?", "Não consigo prever como se vai sentir"],
  ])("%s: no prediction of the person's mood, and what it can say instead", async (question, opening) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text.startsWith(opening)).toBe(true);
  });

  it.each([
    ["Can you book me a therapy session for next week?", "I can't do that in offline mode"],
    ["Schedule a dentist appointment for Friday", "I can't do that in offline mode"],
    ["Marca-me uma sessão de terapia para sexta", "Não consigo fazer isso em modo offline"],
    ["Podes marcar-me uma consulta?", "Não consigo fazer isso em modo offline"],
  ])("%s: no booking, nor a search of the journal for it", async (question, opening) => {
    const { calls, text } = await ask(question);
    expect(calls).toEqual([]);
    expect(text.startsWith(opening)).toBe(true);
  });
});

describe("occasions counted of a topic", () => {
  it.each([
    ["How many therapy sessions did I have?", "therapy"],
    ["Quantas sessões de terapia tive?", "terapia"],
  ])("%s counts the entries about the topic, which need not say “session”", async (question, query) => {
    const { calls } = await plan(question);
    expect(calls[0]).toMatchObject({ name: "count_mentions", args: { query } });
  });

  it.each(["When was my last session?", "Quando foi a última sessão?"])("%s still looks for the session when nothing else is named", async (question) => {
    const { calls } = await plan(question);
    expect(String(calls[0]?.args["query"]).toLowerCase()).toMatch(/^sess/);
  });
});

describe("the most of a measure", () => {
  const runs = { results: [{ entryId: "e1", date: "2024-04-14", excerpt: "Corri 12 km ao domingo de manhã.", score: 0.9 }], confidence: "high" };

  it.each([
    ["What was my longest run?", "I can't add up amounts written in your entries"],
    ["Qual foi a corrida mais longa?", "Não consigo somar quantias escritas nas entradas"],
  ])("%s says the numbers are not compared, then shows the entries about it", async (question, opening) => {
    const { calls, text } = await answerWith(question, runs);
    expect(calls[0]).toMatchObject({ name: "search_journal" });
    expect(String(calls[0]?.args["query"])).toMatch(/^(?:run|corrida)$/);
    expect(text.startsWith(opening)).toBe(true);
    expect(text).toContain("2024-04-14");
  });
});
