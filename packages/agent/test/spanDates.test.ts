import { describe, expect, it } from "vitest";
import { resolveDateRange, resolveDateRanges } from "../src/index.js";

// 02:30 UTC on Monday 6 May 2024.
const now = new Date("2024-05-06T02:30:00Z");

const range = (text: string) => {
  const resolved = resolveDateRange(text, now, "UTC");
  return resolved && { from: resolved.from, to: resolved.to, granularity: resolved.granularity };
};

describe("dates of several words are read whole, in English and Portuguese", () => {
  it.each([
    // A weekday counted back: last Sunday is one Sunday ago.
    ["What did I write two Sundays ago?", "O que escrevi há dois domingos?", { from: "2024-04-28", to: "2024-04-28", granularity: "day" }],
    ["How was the Sunday before last?", "Como foi o domingo retrasado?", { from: "2024-04-28", to: "2024-04-28", granularity: "day" }],
    ["How was three Fridays ago?", "Como foi há três sextas-feiras?", { from: "2024-04-19", to: "2024-04-19", granularity: "day" }],
    // The period before the last one, not the last one.
    ["How was the weekend before last?", "Como foi o fim de semana retrasado?", { from: "2024-04-27", to: "2024-04-28", granularity: "range" }],
    ["How was the week before last?", "Como foi a semana antes da passada?", { from: "2024-04-22", to: "2024-04-28", granularity: "week" }],
    ["How was the month before last?", "Como foi o penúltimo mês?", { from: "2024-03-01", to: "2024-03-31", granularity: "month" }],
    // Easter moves: the latest one begun by today, or the year's.
    ["What did I write at Easter?", "O que escrevi na Páscoa?", { from: "2024-03-31", to: "2024-03-31", granularity: "day" }],
    ["How was Easter 2023?", "Como foi a Páscoa de 2023?", { from: "2023-04-09", to: "2023-04-09", granularity: "day" }],
    ["What did I do on Good Friday?", "O que fiz na sexta-feira santa?", { from: "2024-03-29", to: "2024-03-29", granularity: "day" }],
    // A month of a year said relative to this one.
    ["How was I in March last year?", "Como estive em março do ano passado?", { from: "2023-03-01", to: "2023-03-31", granularity: "month" }],
    ["What did I write last June?", "O que escrevi em junho passado?", { from: "2023-06-01", to: "2023-06-30", granularity: "month" }],
    // Early, middle and late: a third of a month, or of a year.
    ["What did I write early last month?", "O que escrevi no início do mês passado?", { from: "2024-04-01", to: "2024-04-10", granularity: "range" }],
    ["How was mid-March?", "Como foi meados de março?", { from: "2024-03-11", to: "2024-03-20", granularity: "range" }],
    ["How was late March?", "Como foi o fim de março?", { from: "2024-03-21", to: "2024-03-31", granularity: "range" }],
    ["How was the end of last year?", "Como foi o final do ano passado?", { from: "2023-09-01", to: "2023-12-31", granularity: "range" }],
    // The first or last day of a month or year.
    ["What did I write on the first of the month?", "O que escrevi no primeiro dia do mês?", { from: "2024-05-01", to: "2024-05-01", granularity: "day" }],
    ["How was the last day of March?", "Como foi o último dia de março?", { from: "2024-03-31", to: "2024-03-31", granularity: "day" }],
    // Early, middle and late in a season: one of its months.
    ["How was the end of last summer?", "Como foi o fim do verão passado?", { from: "2023-08-01", to: "2023-08-31", granularity: "range" }],
    ["What did I write in early spring?", "O que escrevi no início da primavera?", { from: "2024-03-01", to: "2024-03-31", granularity: "range" }],
    // A span of whole months.
    ["How was my mood between February and April?", "Como foi o meu humor de fevereiro a abril?", { from: "2024-02-01", to: "2024-04-30", granularity: "range" }],
    ["What did I write from November to January?", "O que escrevi entre novembro e janeiro?", { from: "2023-11-01", to: "2024-01-31", granularity: "range" }],
    // A day of the past week, not today.
    ["What did I write the other day?", "O que escrevi no outro dia?", { from: "2024-04-29", to: "2024-05-05", granularity: "range" }],
    ["How was I a few days ago?", "Como estava há uns dias?", { from: "2024-04-29", to: "2024-05-05", granularity: "range" }],
    // A weekday with a day of the month: the latest month where that day was that weekday.
    ["What happened on Thursday the 11th?", "O que aconteceu na quinta-feira dia 11?", { from: "2024-04-11", to: "2024-04-11", granularity: "day" }],
    // "since" a day or period: from it to today.
    ["How was my mood since Easter?", "Como estive desde a Páscoa?", { from: "2024-03-31", to: "2024-05-06", granularity: "range" }],
    ["What did I write since Christmas?", "O que escrevi desde o Natal?", { from: "2023-12-25", to: "2024-05-06", granularity: "range" }],
    ["Have I felt better since last summer?", "Tenho-me sentido melhor desde o verão passado?", { from: "2023-06-01", to: "2024-05-06", granularity: "range" }],
    ["What did I write since Tuesday?", "O que escrevi desde terça?", { from: "2024-04-30", to: "2024-05-06", granularity: "range" }],
    // Before, after and around a day.
    ["What did I write around Easter?", "O que escrevi perto da Páscoa?", { from: "2024-03-28", to: "2024-04-03", granularity: "range" }],
    ["How was I before Easter?", "Como estava antes da Páscoa?", { from: "2024-03-24", to: "2024-03-30", granularity: "range" }],
    ["How was the day after Easter?", "Como foi o dia a seguir à Páscoa?", { from: "2024-04-01", to: "2024-04-01", granularity: "day" }],
    // "about" before a day counted from today is the topic's "about": that day, not the days around it.
    ["What did we talk about yesterday?", "Do que falámos ontem?", { from: "2024-05-05", to: "2024-05-05", granularity: "day" }],
    ["What did I write about last Friday?", "O que escrevi sobre a sexta passada?", { from: "2024-05-03", to: "2024-05-03", granularity: "day" }],
    // Days of a week from one weekday to another, and half a year back.
    ["What did I write from Monday to Wednesday?", "O que escrevi de segunda a quarta?", { from: "2024-04-29", to: "2024-05-01", granularity: "range" }],
    ["How was I half a year ago?", "Como estava há meio ano?", { from: "2023-11-01", to: "2023-11-30", granularity: "month" }],
    // Quarters and halves of a year.
    ["How was Q1?", "Como foi o primeiro trimestre?", { from: "2024-01-01", to: "2024-03-31", granularity: "range" }],
    ["How was the first half of last year?", "Como foi o primeiro semestre do ano passado?", { from: "2023-01-01", to: "2023-06-30", granularity: "range" }],
  ])("%s / %s", (english, portuguese, expected) => {
    expect(range(english)).toEqual(expected);
    expect(range(portuguese)).toEqual(expected);
  });

  it("reads New Year's as 1 January, as 'o Ano Novo' is, and the réveillon as New Year's Eve, not Christmas Eve", () => {
    expect(range("How was new years?")).toEqual({ from: "2024-01-01", to: "2024-01-01", granularity: "day" });
    expect(range("Como foi o réveillon?")).toEqual({ from: "2023-12-31", to: "2023-12-31", granularity: "day" });
    expect(range("Como foi o reveillon?")).toEqual({ from: "2023-12-31", to: "2023-12-31", granularity: "day" });
    expect(range("my new year's resolution")).toBeNull();
    expect(range("happy new year!")).toBeNull();
  });

  it("reads a day in numbers day first, except where the month comes first (the United States) or the first number cannot be a month", () => {
    expect(range("What did I write on 3/4?")).toEqual({ from: "2024-04-03", to: "2024-04-03", granularity: "day" });
    expect(range("O que escrevi a 03.04.2024?")).toEqual({ from: "2024-04-03", to: "2024-04-03", granularity: "day" });
    expect(resolveDateRange("What did I write on 3/4?", now, "America/New_York")?.from).toBe("2024-03-04");
    expect(resolveDateRange("What did I write on 25/4?", now, "America/New_York")?.from).toBe("2024-04-25");
    // A ratio, a decimal and a percentage are no days.
    expect(range("the 50/30/20 rule")).toBeNull();
    expect(range("what is 4.5% of 200")).toBeNull();
  });

  it("gives a month said without its year the year said with the month right after it", () => {
    const spans = (text: string) => resolveDateRanges(text, now, "UTC").map((found) => `${found.from}..${found.to}`);
    expect(spans("what happened in March and April 2022?")).toEqual(["2022-03-01..2022-03-31", "2022-04-01..2022-04-30"]);
    expect(spans("o que aconteceu em março e abril de 2022?")).toEqual(["2022-03-01..2022-03-31", "2022-04-01..2022-04-30"]);
    expect(spans("compara fevereiro, março e abril de 2023")).toEqual(["2023-02-01..2023-02-28", "2023-03-01..2023-03-31", "2023-04-01..2023-04-30"]);
    expect(spans("March 2023 and April")).toEqual(["2023-03-01..2023-03-31", "2024-04-01..2024-04-30"]);
  });

  it("keeps two months joined by 'and' two months, and a day range a day range", () => {
    expect(resolveDateRanges("Compare March and April", now, "UTC").map((found) => found.text)).toEqual(["March", "April"]);
    expect(resolveDateRanges("as entradas de março e abril", now, "UTC").map((found) => found.text)).toEqual(["de março", "abril"]);
    expect(range("from March 3 to March 10")).toEqual({ from: "2024-03-03", to: "2024-03-10", granularity: "range" });
    // "the first half" of something other than a year is no date.
    expect(range("the first half of the match")).toBeNull();
    expect(range("I may march for it")).toBeNull();
  });
});
