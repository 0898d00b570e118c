import { describe, expect, it } from "vitest";
import { resolveDateRange, resolveDateRanges } from "../src/index.js";

// 02:30 UTC on Monday 6 May 2024: still Sunday 5 May in Los Angeles and São Paulo.
const now = new Date("2024-05-06T02:30:00Z");
const mondayZones = ["UTC", "Europe/Lisbon", "Asia/Tokyo"] as const;
const sundayZones = ["America/Los_Angeles", "America/Sao_Paulo"] as const;

const range = (text: string, timeZone: string, at = now) => {
  const resolved = resolveDateRange(text, at, timeZone);
  return resolved && { from: resolved.from, to: resolved.to, granularity: resolved.granularity };
};

describe("resolveDateRange", () => {
  describe.each(mondayZones)("where it is already Monday 6 May (%s)", (zone) => {
    it.each([
      ["What did I write yesterday?", "O que escrevi ontem?", { from: "2024-05-05", to: "2024-05-05", granularity: "day" }],
      ["How was last week?", "Como foi a semana passada?", { from: "2024-04-29", to: "2024-05-05", granularity: "week" }],
      ["How is this week going?", "Como está a correr esta semana?", { from: "2024-05-06", to: "2024-05-06", granularity: "week" }],
      ["What did I write this week?", "O que escrevi desta semana?", { from: "2024-05-06", to: "2024-05-06", granularity: "week" }],
      ["What was the worst day this month?", "Qual foi o pior dia deste mês?", { from: "2024-05-01", to: "2024-05-06", granularity: "month" }],
      ["What was the happiest day this year?", "Qual foi o dia mais feliz deste ano?", { from: "2024-01-01", to: "2024-05-06", granularity: "year" }],
      ["How was my mood this year?", "Como foi o meu humor desse ano?", { from: "2024-01-01", to: "2024-05-06", granularity: "year" }],
      ["What happened in the last 7 days?", "O que aconteceu nos últimos 7 dias?", { from: "2024-04-30", to: "2024-05-06", granularity: "range" }],
      ["Since March I have felt better", "Desde março sinto-me melhor", { from: "2024-03-01", to: "2024-05-06", granularity: "range" }],
      ["What did I write on Christmas?", "O que escrevi no Natal?", { from: "2023-12-25", to: "2023-12-25", granularity: "day" }],
      ["How was Christmas Eve?", "Como foi a consoada?", { from: "2023-12-24", to: "2023-12-24", granularity: "day" }],
      ["What did I do on New Year's Eve?", "O que fiz na passagem de ano?", { from: "2023-12-31", to: "2023-12-31", granularity: "day" }],
      ["How was New Year's Day?", "Como foi o dia de Ano Novo?", { from: "2024-01-01", to: "2024-01-01", granularity: "day" }],
      ["Christmas 2022", "Natal de 2022", { from: "2022-12-25", to: "2022-12-25", granularity: "day" }],
      // "In the last year" is the last twelve months; "last year" alone is the calendar year.
      ["How was my mood in the last year?", "Como foi o meu humor no último ano?", { from: "2023-05-08", to: "2024-05-06", granularity: "range" }],
      ["Did I sleep better over the past year?", "Dormi melhor no último ano?", { from: "2023-05-08", to: "2024-05-06", granularity: "range" }],
      ["How was last year?", "Como foi o ano passado?", { from: "2023-01-01", to: "2023-12-31", granularity: "year" }],
      ["What did I do in the last month?", "O que fiz no último mês?", { from: "2024-04-07", to: "2024-05-06", granularity: "range" }],
      // "Over the year" is the year up to today, as "the past year" is.
      ["How has my mood changed over the year?", "Como tem mudado o meu humor ao longo do ano?", { from: "2023-05-08", to: "2024-05-06", granularity: "range" }],
      ["How did my stress go throughout the month?", "Como foi o meu stress ao longo do mês?", { from: "2024-04-07", to: "2024-05-06", granularity: "range" }],
    ])("%s / %s", (english, portuguese, expected) => {
      expect(range(english, zone)).toEqual(expected);
      expect(range(portuguese, zone)).toEqual(expected);
    });
  });

  describe.each(sundayZones)("where it is still Sunday 5 May (%s)", (zone) => {
    it.each([
      ["What did I write yesterday?", "O que escrevi ontem?", { from: "2024-05-04", to: "2024-05-04", granularity: "day" }],
      ["How was last week?", "Como foi a semana passada?", { from: "2024-04-22", to: "2024-04-28", granularity: "week" }],
      ["How is this week going?", "Como está a correr esta semana?", { from: "2024-04-29", to: "2024-05-05", granularity: "week" }],
      ["What happened in the last 10 days?", "O que aconteceu nos últimos 10 dias?", { from: "2024-04-26", to: "2024-05-05", granularity: "range" }],
      ["Since March I have felt better", "Desde março sinto-me melhor", { from: "2024-03-01", to: "2024-05-05", granularity: "range" }],
    ])("%s / %s", (english, portuguese, expected) => {
      expect(range(english, zone)).toEqual(expected);
      expect(range(portuguese, zone)).toEqual(expected);
    });
  });

  describe.each([...mondayZones, ...sundayZones])("the same in every time zone (%s)", (zone) => {
    it.each([
      ["What did I do in March?", "O que fiz em março?", { from: "2024-03-01", to: "2024-03-31", granularity: "month" }],
      // The most recent December not in the future is last year's.
      ["What did I do in December?", "O que fiz em dezembro?", { from: "2023-12-01", to: "2023-12-31", granularity: "month" }],
      ["How was 2023?", "Como foi 2023?", { from: "2023-01-01", to: "2023-12-31", granularity: "year" }],
      ["What did I write on 5 March 2024?", "O que escrevi a 5 de março de 2024?", { from: "2024-03-05", to: "2024-03-05", granularity: "day" }],
      ["What did I write on 5 March?", "O que escrevi a 5 de março?", { from: "2024-03-05", to: "2024-03-05", granularity: "day" }],
      ["What did I write on 2021-06-01?", "O que escrevi em 2021-06-01?", { from: "2021-06-01", to: "2021-06-01", granularity: "day" }],
      ["What happened in 2021-06?", "O que aconteceu em 2021-06?", { from: "2021-06-01", to: "2021-06-30", granularity: "month" }],
    ])("%s / %s", (english, portuguese, expected) => {
      expect(range(english, zone)).toEqual(expected);
      expect(range(portuguese, zone)).toEqual(expected);
    });
  });

  it("resolves a day not yet reached this year to last year's", () => {
    expect(range("What did I write on 20 December?", "UTC")).toEqual({ from: "2023-12-20", to: "2023-12-20", granularity: "day" });
    expect(range("O que escrevi a 20 de dezembro?", "UTC")).toEqual({ from: "2023-12-20", to: "2023-12-20", granularity: "day" });
  });

  it("crosses the year boundary by the user's zone, not UTC", () => {
    const newYear = new Date("2024-01-01T03:00:00Z");
    expect(range("yesterday", "UTC", newYear)).toEqual({ from: "2023-12-31", to: "2023-12-31", granularity: "day" });
    expect(range("ontem", "America/Los_Angeles", newYear)).toEqual({ from: "2023-12-30", to: "2023-12-30", granularity: "day" });
    expect(range("last month", "UTC", newYear)).toEqual({ from: "2023-12-01", to: "2023-12-31", granularity: "month" });
    expect(range("mês passado", "America/Los_Angeles", newYear)).toEqual({ from: "2023-11-01", to: "2023-11-30", granularity: "month" });
    expect(range("in March", "UTC", newYear)).toEqual({ from: "2023-03-01", to: "2023-03-31", granularity: "month" });
  });

  it("returns the words that named the range, and null when the text names no date", () => {
    expect(resolveDateRange("Did I run since March?", now, "UTC")?.text).toBe("since March");
    expect(resolveDateRange("O que escrevi ontem sobre a minha mãe?", now, "UTC")?.text).toBe("ontem");
    expect(resolveDateRange("What do I write about my mother?", now, "UTC")).toBeNull();
    expect(resolveDateRange("Quem é a Ana?", now, "UTC")).toBeNull();
    // "may" and "march" as plain words are not months.
    expect(resolveDateRange("I may march for it", now, "UTC")).toBeNull();
    // "my last night shift" is the latest of the night shifts; "what did I do last night?" is a night.
    expect(resolveDateRange("when was my last night shift?", now, "UTC")).toBeNull();
    expect(resolveDateRange("the last night out with Ana", now, "UTC")).toBeNull();
    expect(resolveDateRange("what did I do last night?", now, "UTC")?.text).toBe("last night");
    // A number before a word that begins like a month ("3 maiores", "5 mais", "2 junhos") is no day of it; "3 maio" is.
    expect(resolveDateRange("quais são as minhas 3 maiores posições?", now, "UTC")).toBeNull();
    expect(resolveDateRange("as 5 mais antigas", now, "UTC")).toBeNull();
    expect(resolveDateRange("my 3 biggest holdings", now, "UTC")).toBeNull();
    expect(resolveDateRange("o que escrevi a 3 maio?", now, "UTC")?.from).toBe("2024-05-03");
  });
});

describe("resolveDateRanges", () => {
  // Tuesday 31 December 2024, evening in Lisbon.
  const evening = new Date("2024-12-31T20:00:00Z");
  const all = (text: string, zone = "Europe/Lisbon", at = evening) =>
    resolveDateRanges(text, at, zone).map((found) => `${found.from}..${found.to} ${found.granularity} [${found.text}]`);

  it("returns every range a text names, in the order named", () => {
    expect(all("October vs November")).toEqual(["2024-10-01..2024-10-31 month [October]", "2024-11-01..2024-11-30 month [November]"]);
    expect(all("estive mais stressado em março ou em abril?")).toEqual([
      "2024-03-01..2024-03-31 month [em março]",
      "2024-04-01..2024-04-30 month [em abril]",
    ]);
    expect(all("compare this month with last month")).toEqual(["2024-12-01..2024-12-31 month [this month]", "2024-11-01..2024-11-30 month [last month]"]);
    expect(all("2023 vs 2024")).toEqual(["2023-01-01..2023-12-31 year [2023]", "2024-01-01..2024-12-31 year [2024]"]);
    expect(all("Compare March and April")).toEqual(["2024-03-01..2024-03-31 month [March]", "2024-04-01..2024-04-30 month [April]"]);
  });

  it("reads seasons, on the user's side of the equator, and never reaches into the future", () => {
    expect(all("was I happier this spring than last spring?")).toEqual([
      "2024-03-01..2024-05-31 season [this spring]",
      "2023-03-01..2023-05-31 season [last spring]",
    ]);
    expect(all("no verão passado")).toEqual(["2023-06-01..2023-08-31 season [no verão passado]"]);
    expect(all("winter 2023")).toEqual(["2022-12-01..2023-02-28 season [winter 2023]"]);
    expect(all("this winter")).toEqual(["2024-12-01..2024-12-31 season [this winter]"]);
    expect(all("this summer", "America/Sao_Paulo")).toEqual(["2024-12-01..2024-12-31 season [this summer]"]);
    // In May, this summer is still to come; last summer is the one before.
    const may = new Date("2024-05-10T10:00:00Z");
    expect(all("this summer", "Europe/Lisbon", may)).toEqual([]);
    expect(all("last summer", "Europe/Lisbon", may)).toEqual(["2023-06-01..2023-08-31 season [last summer]"]);
    expect(all("I fall asleep early")).toEqual([]);
    // A season named bare, begun only days ago, is the one lived before it.
    const december = new Date("2024-12-03T10:00:00Z");
    expect(all("was I happier in summer or winter?", "Europe/Lisbon", december)).toEqual([
      "2024-06-01..2024-08-31 season [summer]",
      "2023-12-01..2024-02-29 season [winter]",
    ]);
    expect(all("fui mais feliz no verão ou no inverno?", "Europe/Lisbon", december)).toEqual([
      "2024-06-01..2024-08-31 season [no verão]",
      "2023-12-01..2024-02-29 season [no inverno]",
    ]);
    expect(all("this winter", "Europe/Lisbon", december)).toEqual(["2024-12-01..2024-12-03 season [this winter]"]);
  });

  it("reads days and spans written many ways", () => {
    expect(all("what did I write on March 3rd?")).toEqual(["2024-03-03..2024-03-03 day [March 3rd]"]);
    expect(all("o que escrevi no dia 3 de março?")).toEqual(["2024-03-03..2024-03-03 day [3 de março]"]);
    expect(all("o que escrevi no dia 3?")).toEqual(["2024-12-03..2024-12-03 day [no dia 3]"]);
    expect(all("na sexta passada")).toEqual(["2024-12-27..2024-12-27 day [na sexta passada]"]);
    expect(all("last friday")).toEqual(["2024-12-27..2024-12-27 day [last friday]"]);
    expect(all("a segunda vez")).toEqual([]);
    expect(all("3 days ago")).toEqual(["2024-12-28..2024-12-28 day [3 days ago]"]);
    expect(all("há duas semanas")).toEqual(["2024-12-16..2024-12-22 week [há duas semanas]"]);
    // A year ago is that same date, not the whole calendar year; "this time last year" the week around it; "last year" alone the year.
    expect(all("what was I doing this time last year?")).toEqual(["2023-12-28..2024-01-03 range [this time last year]"]);
    expect(all("o que fazia nesta altura do ano passado?")).toEqual(["2023-12-28..2024-01-03 range [nesta altura do ano passado]"]);
    expect(all("what did I write a year ago?")).toEqual(["2023-12-31..2023-12-31 day [a year ago]"]);
    expect(all("o que escrevi há dois anos?")).toEqual(["2022-12-31..2022-12-31 day [há dois anos]"]);
    // "today" after "a year ago" is part of the date, not a second one.
    expect(all("what was I doing a year ago today?")).toEqual(["2023-12-31..2023-12-31 day [a year ago today]"]);
    expect(all("two years ago today")).toEqual(["2022-12-31..2022-12-31 day [two years ago today]"]);
    expect(all("o que fazia há um ano, hoje?")).toEqual(["2023-12-31..2023-12-31 day [há um ano, hoje]"]);
    expect(all("what did I write on this day last year?")).toEqual(["2023-12-31..2023-12-31 day [on this day last year]"]);
    expect(all("o que escrevi neste dia do ano passado?")).toEqual(["2023-12-31..2023-12-31 day [neste dia do ano passado]"]);
    expect(all("how was last year?")).toEqual(["2023-01-01..2023-12-31 year [last year]"]);
    expect(all("between March 3 and March 10")).toEqual(["2024-03-03..2024-03-10 range [between March 3 and March 10]"]);
    expect(all("de 3 a 10 de março")).toEqual(["2024-03-03..2024-03-10 range [de 3 a 10 de março]"]);
    expect(all("last weekend")).toEqual(["2024-12-28..2024-12-29 range [last weekend]"]);
    expect(all("the first week of April")).toEqual(["2024-04-01..2024-04-07 range [the first week of April]"]);
    expect(all("the week of March 4")).toEqual(["2024-03-04..2024-03-10 week [the week of March 4]"]);
    expect(all("how am I now?")).toEqual([]);
  });

  it("reads rolling windows ending today", () => {
    expect(all("como foi o meu último mês?")).toEqual(["2024-12-02..2024-12-31 range [o meu último mês]"]);
    expect(all("the past month")).toEqual(["2024-12-02..2024-12-31 range [the past month]"]);
    expect(all("in the past few weeks")).toEqual(["2024-12-11..2024-12-31 range [in the past few weeks]"]);
    expect(all("nos últimos dias")).toEqual(["2024-12-25..2024-12-31 range [nos últimos dias]"]);
    expect(all("fiquei mais ansioso esse mês?")).toEqual(["2024-12-01..2024-12-31 month [esse mês]"]);
  });
  it("reads a holiday with the year said after it as that year's day", () => {
    const december = new Date("2026-12-02T10:00:00Z");
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["what did I do last Christmas?", "2025-12-25..2025-12-25 day [Christmas]"],
      ["what did I do on Christmas last year?", "2025-12-25..2025-12-25 day [Christmas last year]"],
      ["o que fiz no natal do ano passado?", "2025-12-25..2025-12-25 day [natal do ano passado]"],
      ["o que fiz no Natal em 2024?", "2024-12-25..2024-12-25 day [Natal em 2024]"],
      ["Christmas in 2024", "2024-12-25..2024-12-25 day [Christmas in 2024]"],
      ["como foi a véspera de natal do ano passado?", "2025-12-24..2025-12-24 day [véspera de natal do ano passado]"],
      ["o que fiz na passagem de ano do ano passado?", "2025-12-31..2025-12-31 day [passagem de ano do ano passado]"],
      ["e o réveillon do ano passado?", "2025-12-31..2025-12-31 day [réveillon do ano passado]"],
      ["o que fiz na noite de ano novo?", "2025-12-31..2025-12-31 day [noite de ano novo]"],
      ["como foi o dia de ano novo deste ano?", "2026-01-01..2026-01-01 day [dia de ano novo deste ano]"],
      ["what did I do at Easter last year?", "2025-04-20..2025-04-20 day [Easter last year]"],
      ["o que fiz na Páscoa do ano passado?", "2025-04-20..2025-04-20 day [na Páscoa do ano passado]"],
      ["a páscoa em 2024", "2024-03-31..2024-03-31 day [a páscoa em 2024]"],
    ];
    for (const [text, expected] of cases) expect(all(text, "UTC", december), text).toEqual([expected]);
  });
});

describe("a day still to come, in a text read for the journal's days", () => {
  // Wednesday 2 December 2026, in Lisbon.
  const wednesday = new Date("2026-12-02T18:00:00Z");
  it.each([
    "My exam is on 4 December 2026",
    "My exam is on 4 December 2026 at 9 AM",
    "O meu exame é no dia 4 de dezembro de 2026",
    "O meu exame é no dia 4 de dezembro de 2026 às 9h",
    "what did I write on 10 January 2027?",
    "o que escrevi a 10 de janeiro de 2027?",
  ])("%s names no day of the journal, not a part of that day read apart", (text) => {
    expect(range(text, "Europe/Lisbon", wednesday)).toBeNull();
    expect(resolveDateRanges(text, wednesday, "Europe/Lisbon")).toEqual([]);
  });

  it.each([
    ["what did I write on 4 December 2025?", { from: "2025-12-04", to: "2025-12-04", granularity: "day" }],
    ["o que escrevi no dia 4 de dezembro de 2025?", { from: "2025-12-04", to: "2025-12-04", granularity: "day" }],
    ["what did I write in December 2026?", { from: "2026-12-01", to: "2026-12-02", granularity: "month" }],
    ["o que escrevi em dezembro?", { from: "2026-12-01", to: "2026-12-02", granularity: "month" }],
  ])("%s still names its days", (text, expected) => {
    expect(range(text, "Europe/Lisbon", wednesday)).toEqual(expected);
  });

  it.each(["what did I do at 9 AM?"])("%s: an hour alone is today's", (text) => {
    expect(range(text, "Europe/Lisbon", wednesday)).toEqual({ from: "2026-12-02", to: "2026-12-02", granularity: "day" });
  });
});
